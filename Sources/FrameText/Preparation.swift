import GIF

/// A way of preparing a frame for the text reader, one for each style captions come in. Each
/// gives a grey picture at twice the frame's size, for small text; the isolating ones give
/// black text on white, everything else white, and nothing when the frame has no such text.
public enum Preparation: Sendable, CaseIterable {
    /// The frame in grey: text of good contrast anywhere.
    case grey
    /// White text with a dark edge: a meme's white fill and black outline, white subtitles
    /// over a darker picture, which a busy picture hides from the grey frame.
    case whiteText
    /// Yellow text with a dark edge: subtitles.
    case yellowText
    /// Dark text beside white: black text on a white band above the picture.
    case darkText

    /// How far from an edge pixel a letter's pixel may be.
    static let edgeReach = 3
    /// The least share of a frame, in thousandths, that isolated text covers.
    static let leastText = 2

    /// `frame` prepared this way; `nil` when it isolates too little to be text.
    public func prepare(_ frame: Frame) -> GreyImage? {
        let grey = Self.luminance(of: frame)
        guard self != .grey else { return grey.doubled() }
        let edges = Self.spread(
            grey.pixels.map { self == .darkText ? $0 >= 215 : $0 < 80 }, width: frame.width, height: frame.height,
            by: Self.edgeReach)
        var pixels = [UInt8](repeating: 255, count: grey.pixels.count)
        var inked = 0
        frame.pixels.withUnsafeBufferPointer { rgba in
            for index in pixels.indices where edges[index] {
                let (r, g, b) = (Int(rgba[index * 4]), Int(rgba[index * 4 + 1]), Int(rgba[index * 4 + 2]))
                if isText(red: r, green: g, blue: b, luminance: Int(grey.pixels[index])) {
                    pixels[index] = 0
                    inked += 1
                }
            }
        }
        guard inked * 1000 >= pixels.count * Self.leastText else { return nil }
        return GreyImage(pixels: pixels, width: frame.width, height: frame.height).doubled()
    }

    /// Whether a pixel of this colour, near an edge, is a letter's in this preparation.
    private func isText(red: Int, green: Int, blue: Int, luminance: Int) -> Bool {
        switch self {
        case .grey: true
        case .whiteText: luminance >= 190 && max(red, green, blue) - min(red, green, blue) <= 48
        case .yellowText: red >= 170 && green >= 150 && blue <= 120
        case .darkText: luminance < 90
        }
    }

    /// The frame in grey (`GreyImage.luminance`).
    private static func luminance(of frame: Frame) -> GreyImage {
        var pixels = [UInt8](repeating: 0, count: frame.width * frame.height)
        frame.pixels.withUnsafeBufferPointer { rgba in
            for index in pixels.indices {
                pixels[index] = GreyImage.luminance(
                    red: rgba[index * 4], green: rgba[index * 4 + 1], blue: rgba[index * 4 + 2])
            }
        }
        return GreyImage(pixels: pixels, width: frame.width, height: frame.height)
    }

    /// `mask` grown by `reach` pixels in every direction (a square's reach): along the rows,
    /// then along the columns.
    private static func spread(_ mask: [Bool], width: Int, height: Int, by reach: Int) -> [Bool] {
        let across = spread(mask, count: height, length: width, stride: 1, step: width, by: reach)
        return spread(across, count: width, length: height, stride: width, step: 1, by: reach)
    }

    /// `mask` grown by `reach` along `count` lines of `length` pixels, `stride` apart within a
    /// line and `step` apart from line to line.
    private static func spread(
        _ mask: [Bool], count: Int, length: Int, stride pixelStride: Int, step: Int, by reach: Int
    ) -> [Bool] {
        var grown = [Bool](repeating: false, count: mask.count)
        for line in 0..<count {
            let start = line * step
            var nearest = -reach - 1
            for position in 0..<length {
                if mask[start + position * pixelStride] { nearest = position }
                if position - nearest <= reach { grown[start + position * pixelStride] = true }
            }
            nearest = length + reach
            for position in stride(from: length - 1, through: 0, by: -1) {
                if mask[start + position * pixelStride] { nearest = position }
                if nearest - position <= reach { grown[start + position * pixelStride] = true }
            }
        }
        return grown
    }
}
