import GIF

/// A GIF decoded for showing: its composited frames and how often it plays.
public struct DecodedGIF: Sendable {
    /// The Giphy id the GIF came from.
    public let id: String
    public let frames: [Frame]
    /// The NETSCAPE2.0 loop count (`nil`: play once, 0: forever).
    public let loopCount: Int?
    /// Whether this is the whole GIF, to keep: `false` for the frames so far of a GIF still
    /// arriving, and for what arrived of one whose transfer failed.
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
