import GIF

/// A GIF as heavy as a large `fixed_height` rendition on Giphy, for the network benchmark and
/// the tests that watch frames arrive: 1.5 MB of 356×200 noise in 16 colours, 35 frames of
/// about 43 KB each, so that its first frame is a small part of the file. Served under `id` in
/// every rendition; not in trending.
enum HeavyGIF {
    static let id = "fxheavy"
    static let title = "Heavy Rain"
    static let width = 356
    static let height = 200
    static let frames = 35

    /// The file, made on first use; the same bytes on every start.
    static let bytes: [UInt8] = {
        var state: UInt32 = 2_463_534_242
        let palette = (0..<16).map { (step: Int) -> RGB in
            let level = UInt8(step * 16)
            return RGB(level, 128 + level / 2, 255 - level)
        }
        let images = (0..<frames).map { _ in
            let indices = (0..<width * height).map { _ -> UInt8 in
                // xorshift32: noise that LZW cannot shrink much, as photographic GIFs are.
                state ^= state << 13
                state ^= state >> 17
                state ^= state << 5
                return UInt8(state & 15)
            }
            return GIFEncoder.Image(width: width, height: height, indices: indices, delay: 4)
        }
        guard
            let bytes = try? GIFEncoder.encode(
                width: width, height: height, globalPalette: palette, loopCount: 0, images: images)
        else { preconditionFailure("giflib could not encode the heavy GIF") }
        return bytes
    }()

    /// Every rendition of the heavy entry: the heavy GIF itself.
    static var renditions: [String: Catalog.Rendition] {
        Dictionary(
            uniqueKeysWithValues: Catalog.renditionSizes.map {
                ($0.name, Catalog.Rendition(width: width, height: height, frames: frames, made: .heavy))
            })
    }
}
