import GIF

/// Frames laid out in a grid on one RGBA canvas: `columns` across, `padding` pixels between
/// cells, every cell the size of the frames; transparent pixels and the gaps show `background`
/// (fully transparent when `nil`).
public struct ContactSheet: Sendable {
    public let columns: Int
    public let padding: Int
    public let background: RGB?

    public init(columns: Int, padding: Int, background: RGB?) {
        self.columns = columns
        self.padding = padding
        self.background = background
    }

    /// The sheet of `frames` (all one size, at least one).
    public func render(_ frames: [Frame]) -> Frame {
        let cellWidth = frames[0].width
        let cellHeight = frames[0].height
        let across = min(columns, frames.count)
        let down = (frames.count + columns - 1) / columns
        let width = across * cellWidth + (across - 1) * padding
        let height = down * cellHeight + (down - 1) * padding
        let fill: [UInt8] = background.map { [$0.red, $0.green, $0.blue, 255] } ?? [0, 0, 0, 0]
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for offset in stride(from: 0, to: pixels.count, by: 4) {
            pixels.replaceSubrange(offset..<(offset + 4), with: fill)
        }
        for (index, frame) in frames.enumerated() {
            let left = (index % columns) * (cellWidth + padding)
            let top = (index / columns) * (cellHeight + padding)
            for row in 0..<min(cellHeight, frame.height) {
                for column in 0..<min(cellWidth, frame.width) {
                    let source = (row * frame.width + column) * 4
                    let target = ((top + row) * width + left + column) * 4
                    let alpha = Int(frame.pixels[source + 3])
                    for channel in 0..<3 {
                        let over = Int(frame.pixels[source + channel])
                        let under = Int(pixels[target + channel])
                        pixels[target + channel] = UInt8((over * alpha + under * (255 - alpha) + 127) / 255)
                    }
                    pixels[target + 3] = UInt8(max(alpha, Int(pixels[target + 3])))
                }
            }
        }
        return Frame(pixels: pixels, width: width, height: height, delay: 0, index: 0)
    }
}
