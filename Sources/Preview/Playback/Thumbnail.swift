import GIF

/// A small still of a GIF with lines of text beside it, one per row, and an empty line below:
/// in half blocks, or in pixels through a picture area on a terminal that draws them. A missing
/// frame leaves the picture's place empty.
public struct Thumbnail: Sendable {
    public let columns: Int
    public let rows: Int
    private let graphics: Graphics
    private let painter: FramePainter

    public init(columns: Int, rows: Int, graphics: Graphics, colors: ColorMode) {
        (self.columns, self.rows, self.graphics) = (columns, rows, graphics)
        painter = FramePainter(renderer: Renderer(mode: .blocks, colors: colors, columns: columns, rows: rows))
    }

    /// `frame` with `text` (already made safe for the terminal) beside it, as bytes to write;
    /// `kittyID` names its kitty image.
    public func bytes(of frame: Frame?, beside text: [String], kittyID: Int) -> [UInt8] {
        guard case .pixels(let pixels) = graphics.drawing else {
            let blank = Array(repeating: String(repeating: " ", count: columns), count: rows)
            let lines = frame.map { painter.text(for: $0).split(separator: "\n").map(String.init) } ?? blank
            return Array((zip(lines, text).map { "\($0)  \($1)\n" }.joined() + "\n").utf8)
        }
        let area = PictureArea(rows: rows)
        var output = Array(area.reserve.utf8)
        if let frame {
            let fit = PixelFit(
                imageWidth: frame.width, imageHeight: frame.height, columns: columns, rows: rows, maxColumns: columns,
                maxRows: rows, cellWidth: graphics.cell.width, cellHeight: graphics.cell.height)
            output += (try? PixelStill.bytes(of: frame, in: pixels, graphics: graphics, fit: fit, id: kittyID)) ?? []
        }
        output += Array(PictureArea.top.utf8)
        for line in text { output += Array((PictureArea.beside(columns: columns + 2) + line + "\r\n").utf8) }
        return output + [0x0A]
    }
}
