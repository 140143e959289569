import GIF

/// The frames of a GIF worth reading, chosen as the frames go by, keeping only those: the
/// first, each later one where the picture has changed since the last chosen (a new scene, a
/// caption that appears), up to `most`, and the last frame, where a caption that comes late
/// is still shown.
public struct FrameChoice {
    /// How many frames are read at most, the last included.
    public let most: Int
    /// The mean change of a thumbnail's pixel (0–255) that makes a frame a new picture.
    static let change = 10
    /// The side of the thumbnails frames are compared by.
    static let side = 16

    private var chosen: [(frame: Frame, thumbnail: [UInt8])] = []
    private var last: (frame: Frame, thumbnail: [UInt8])?

    public init(most: Int = 4) {
        precondition(most >= 2, "the first and the last frame at least")
        self.most = most
    }

    /// Looks at the next frame.
    public mutating func consider(_ frame: Frame) {
        let thumbnail = Self.thumbnail(of: frame)
        guard let previous = chosen.last else {
            chosen.append((frame, thumbnail))
            return
        }
        if chosen.count < most - 1, Self.difference(previous.thumbnail, thumbnail) >= Self.change {
            chosen.append((frame, thumbnail))
            last = nil
        } else {
            last = (frame, thumbnail)
        }
    }

    /// The frames chosen, in their order: the last one too when it differs from the last
    /// chosen at all.
    public var frames: [Frame] {
        var frames = chosen.map(\.frame)
        if let last, let previous = chosen.last, Self.difference(previous.thumbnail, last.thumbnail) > 0 {
            frames.append(last.frame)
        }
        return frames
    }

    /// The frame's luminance sampled on a `side` × `side` grid.
    private static func thumbnail(of frame: Frame) -> [UInt8] {
        var thumbnail = [UInt8](repeating: 0, count: side * side)
        guard frame.width > 0, frame.height > 0 else { return thumbnail }
        for row in 0..<side {
            let y = (2 * row + 1) * frame.height / (2 * side)
            for column in 0..<side {
                let index = (y * frame.width + (2 * column + 1) * frame.width / (2 * side)) * 4
                thumbnail[row * side + column] = GreyImage.luminance(
                    red: frame.pixels[index], green: frame.pixels[index + 1], blue: frame.pixels[index + 2])
            }
        }
        return thumbnail
    }

    /// The mean absolute difference of two thumbnails' pixels.
    private static func difference(_ first: [UInt8], _ second: [UInt8]) -> Int {
        zip(first, second).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) } / first.count
    }
}
