import GIF

/// One frame as a picture in pixels, drawn at the cursor, `fit.columns` × `fit.rows` cells: the
/// bytes a graphics protocol needs, before any tmux wrapping.
public enum PixelStill {
    /// `frame` scaled to `fit`; kitty's image is `id` and leaves the cursor where it was unless
    /// `movesCursor`.
    public static func bytes(
        of frame: Frame, in pixels: Graphics.PixelProtocol, fit: PixelFit, id: Int, movesCursor: Bool = false
    ) throws(PreviewError) -> [UInt8] {
        let scaled = fit.scaled(frame)
        switch pixels {
        case .kitty:
            return KittyEncoder().still(scaled, id: id, movesCursor: movesCursor)
        case .sixel(let registers):
            return SixelEncoder(registers: registers).encode(scaled)
        case .iterm:
            return ITermEncoder.inlineImage(file: try PNGEncoder.encode(scaled), columns: fit.columns, rows: fit.rows)
        }
    }
}
