import GIF

/// The colours the test GIFs use, by index.
let red = RGB(255, 0, 0)
let green = RGB(0, 255, 0)
let blue = RGB(0, 0, 255)
let white = RGB(255, 255, 255)
let palette = [red, green, blue, white]

/// RGBA bytes of the test colours, and of a transparent pixel.
let redPixel: [UInt8] = [255, 0, 0, 255]
let greenPixel: [UInt8] = [0, 255, 0, 255]
let bluePixel: [UInt8] = [0, 0, 255, 255]
let whitePixel: [UInt8] = [255, 255, 255, 255]
let clearPixel: [UInt8] = [0, 0, 0, 0]

/// A solid image of one colour index.
func solid(
    _ index: UInt8, x: Int = 0, y: Int = 0, width: Int, height: Int, delay: Int = 0, disposal: Int = 0,
    transparent: Int? = nil
) -> GIFEncoder.Image {
    GIFEncoder.Image(
        x: x, y: y, width: width, height: height, indices: Array(repeating: index, count: width * height),
        delay: delay, disposal: disposal, transparentIndex: transparent)
}

/// Encodes a GIF with the test palette.
func gif(width: Int, height: Int, loop: Int? = nil, comments: [String] = [], _ images: [GIFEncoder.Image]) throws
    -> [UInt8]
{
    try GIFEncoder.encode(
        width: width, height: height, globalPalette: palette, loopCount: loop, comments: comments,
        images: images)
}

/// All composited frames of `bytes`.
func frames(_ bytes: [UInt8], limits: GIFLimits = .standard) throws -> [Frame] {
    var frames: [Frame] = []
    _ = try GIFFile.frames(of: bytes, limits: limits) { frames.append($0) }
    return frames
}

extension Frame {
    /// The RGBA bytes at column `x`, row `y`.
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
        let start = (y * width + x) * 4
        return Array(pixels[start..<start + 4])
    }
}
