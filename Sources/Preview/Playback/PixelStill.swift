import GIF
import Terminal

/// One frame as a picture in pixels, drawn at the cursor, `fit.columns` × `fit.rows` cells: the
/// bytes a graphics protocol needs, wrapped for tmux as `graphics` says.
public enum PixelStill {
    /// `frame` scaled to `fit`; kitty's image is `id` and leaves the cursor where it was unless
    /// `movesCursor`.
    public static func bytes(
        of frame: Frame, in pixels: PixelProtocol, graphics: Graphics, fit: PixelFit, id: Int,
        movesCursor: Bool = false
    ) throws(PreviewError) -> [UInt8] {
        let scaled = fit.scaled(frame)
        switch pixels {
        case .kitty:
            return graphics.kittyImage(scaled, id: id, fit: fit, movesCursor: movesCursor)
        case .sixel(let registers):
            return graphics.wrapped(SixelEncoder(registers: registers).encode(scaled))
        case .iterm:
            return graphics.wrapped(
                ITermEncoder.inlineImage(file: try PNGEncoder.encode(scaled), columns: fit.columns, rows: fit.rows))
        }
    }
}
