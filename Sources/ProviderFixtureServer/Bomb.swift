import GIF

/// A GIF bomb, as a malicious server would send one: 59 frames of 4096×4096 (the largest
/// canvas `GIFLimits.standard` allows) of one colour each, well-compressed LZW, about 700 KB
/// that decode to 989,855,744 pixels, within the limits.
enum Bomb {
    static let side = 4096
    static let frames = 59

    /// The file, made on first use (giflib encodes one frame; its records are repeated).
    static let bytes: [UInt8] = {
        let frame = GIFEncoder.Image(
            width: side, height: side, indices: [UInt8](repeating: 0, count: side * side), delay: 10)
        guard
            let single = try? GIFEncoder.encode(
                width: side, height: side, globalPalette: [RGB(200, 40, 40), RGB(40, 40, 200)], loopCount: 0,
                images: [frame]),
            let control = single.firstRange(of: [0x21, 0xF9, 0x04])
        else { preconditionFailure("giflib could not encode the bomb's frame") }
        // From the frame's graphic control extension to the trailer, once per frame.
        let image = single[control.lowerBound..<(single.count - 1)]
        return Array(single[..<control.lowerBound]) + (0..<frames).flatMap { _ in image } + [0x3B]
    }()

    /// Every rendition of a bomb entry: the bomb itself, as the server says it is.
    static var renditions: [String: Catalog.Rendition] {
        Dictionary(
            uniqueKeysWithValues: Catalog.renditionSizes.map {
                ($0.name, Catalog.Rendition(width: side, height: side, frames: frames, made: .bomb))
            })
    }
}
