import GIF
import Terminal

/// How pictures are drawn: in character cells, or in pixels by a terminal graphics protocol,
/// with what the protocols need to know about the terminal.
public struct Graphics: Sendable, Equatable {
    public enum Drawing: Sendable, Equatable {
        case cells(RenderMode)
        case pixels(PixelProtocol)
    }

    public var drawing: Drawing
    /// A cell's size in pixels.
    public var cell: CellSize
    /// Inside tmux graphics go through its passthrough.
    public var insideTmux: Bool
    /// kitty images are shown through Unicode placeholders, text that tmux keeps in its cells
    /// (kitty 0.28 and later, inside tmux).
    public var kittyPlaceholders = false

    public init(drawing: Drawing, cell: CellSize = .assumed, insideTmux: Bool = false) {
        self.drawing = drawing
        self.cell = cell
        self.insideTmux = insideTmux
    }

    /// `frame` (already scaled to `fit`) as kitty image `id` at the cursor, ready to write: the
    /// image in passthrough inside tmux, shown in place (`C=1`) or, with `kittyPlaceholders`,
    /// through placeholders written as text after it. kitty fits a placeholder's image to its
    /// cells, so the frame is first padded with transparent pixels to fill them exactly (else
    /// it would be scaled again and moved down).
    public func kittyImage(_ frame: Frame, id: Int, fit: PixelFit, movesCursor: Bool = false) -> [UInt8] {
        let encoder = KittyEncoder()
        guard kittyPlaceholders else { return wrapped(encoder.still(frame, id: id, movesCursor: movesCursor)) }
        let columns = min(fit.columns, KittyPlaceholders.maxCells)
        let rows = min(fit.rows, KittyPlaceholders.maxCells)
        let padded = frame.padded(toWidth: columns * cell.width, height: rows * cell.height)
        return wrapped(encoder.still(padded, id: id, columns: columns, rows: rows, virtual: true))
            + KittyPlaceholders.cells(id: id, columns: columns, rows: rows)
    }

    /// `bytes` as they must be written to reach the terminal: inside tmux, each control string
    /// (up to its `ESC \`) wrapped in passthrough on its own, as tmux limits their length.
    public func wrapped(_ bytes: [UInt8]) -> [UInt8] {
        guard insideTmux else { return bytes }
        var output: [UInt8] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == 0x5C {
                output += Self.passthrough(bytes[start..<(index + 2)])
                start = index + 2
                index += 1
            }
            index += 1
        }
        if start < bytes.count { output += Self.passthrough(bytes[start...]) }
        return output
    }

    /// `bytes` wrapped for tmux to hand to the terminal outside it unchanged: `ESC P tmux ;`,
    /// the bytes with every ESC doubled, `ESC \`.
    private static func passthrough(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var wrapped: [UInt8] = [0x1B, 0x50] + Array("tmux;".utf8)
        wrapped.reserveCapacity(bytes.count + bytes.count / 64 + 16)
        for byte in bytes {
            if byte == 0x1B { wrapped.append(0x1B) }
            wrapped.append(byte)
        }
        return wrapped + [0x1B, 0x5C]
    }
}

extension CellSize {
    /// How many times as tall as wide a cell is.
    public var aspect: Double { Double(height) / Double(max(1, width)) }
}

extension Frame {
    /// This frame at the top left of a transparent `width` × `height` canvas (cropped where the
    /// canvas is smaller).
    func padded(toWidth width: Int, height: Int) -> Frame {
        guard width != self.width || height != self.height else { return self }
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        let copied = min(width, self.width) * 4
        for row in 0..<min(height, self.height) {
            canvas[(row * width * 4)..<(row * width * 4 + copied)] =
                pixels[(row * self.width * 4)..<(row * self.width * 4 + copied)]
        }
        return Frame(pixels: canvas, width: width, height: height, delay: delay, index: index)
    }
}
