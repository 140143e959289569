import GIF
import Preview

/// Fuzz input read as a GIF for the encoders: the first byte chooses the size frames are drawn
/// at, the rest is the file.
enum FuzzedGIF {
    /// Limits smaller than the shipped ones, so that each run stays fast; the checks are the same.
    static let limits = GIFLimits(maxCanvasPixels: 1 << 18, maxFrames: 64, maxTotalPixels: 1 << 22)

    /// Up to `count` composited frames of the file after the first byte, fitted to between 1 and
    /// 8 columns of 8 × 16-pixel cells as the first byte says (upscaled when its top bit is
    /// set); none when the file does not decode.
    static func frames(of bytes: [UInt8], upTo count: Int) -> [Frame] {
        guard let control = bytes.first else { return [] }
        var frames: [Frame] = []
        _ = try? GIFFile.frames(of: Array(bytes.dropFirst()), limits: limits, through: count - 1) { frames.append($0) }
        guard let first = frames.first else { return [] }
        let cells = Int(control & 0x07) + 1
        let fit = PixelFit(
            imageWidth: first.width, imageHeight: first.height, columns: cells, rows: nil, maxColumns: 8,
            maxRows: 8, cellWidth: 8, cellHeight: 16, upscales: control & 0x80 != 0)
        return frames.map(fit.scaled)
    }
}
