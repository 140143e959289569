import GIF

/// A GIF decoded for showing: its composited frames and how often it plays.
public struct DecodedGIF: Sendable {
    /// The Giphy id the GIF came from.
    public let id: String
    public let frames: [Frame]
    /// The NETSCAPE2.0 loop count (`nil`: play once, 0: forever).
    public let loopCount: Int?
    /// Whether these are all the frames; `false` for the first frame of a GIF still arriving.
    public let isComplete: Bool

    public init(id: String, frames: [Frame], loopCount: Int?, isComplete: Bool = true) {
        self.id = id
        self.frames = frames
        self.loopCount = loopCount
        self.isComplete = isComplete
    }

    /// The memory the frames take: what their pixel buffers hold room for.
    var byteCount: Int { frames.reduce(0) { $0 + $1.pixels.capacity } }
}
