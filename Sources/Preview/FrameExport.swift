import GIF

/// The frames of a GIF a person asks for by number or by time, decoded whole: what `gifsearch
/// frames` writes.
public enum FrameExport {
    /// Which frames: every one, the one at an index (from 0), or the one on screen at a time, by
    /// the browsers' delay rule and the GIF's loop count.
    public enum Choice: Sendable, Equatable {
        /// Every frame, in order.
        case all
        /// The frame at this index.
        case index(Int)
        /// The frame on screen this many seconds after the GIF starts playing: a GIF that loops
        /// starts again from its first frame after each play, and one that plays once, or has
        /// played all its plays, holds its last frame (`AnimationClock.frame(at:plays:)`).
        case time(seconds: Double)
    }

    /// Decodes the frames `choice` picks from `bytes`, giving each to `body` as it is ready,
    /// then what reading the GIF found to `read` (for its warnings), before any failure of a
    /// frame the GIF does not have.
    public static func frames(
        of bytes: [UInt8], choosing choice: Choice, read: (GIFReading) -> Void = { _ in }, _ body: (Frame) -> Void
    ) throws(FrameFailure) {
        let wanted: Int?
        switch choice {
        case .all: wanted = nil
        case .index(let index): wanted = index
        case .time(let seconds):
            guard seconds >= 0 else { throw .nothingAt(seconds: seconds) }
            let info = try FrameFailure.reading { () throws(GIFError) in try GIFFile.structure(of: bytes) }.info
            // With no frames there is none at any time: decoding them below says so.
            wanted = info.clock.frame(at: seconds, plays: info.plays) ?? 0
        }
        let reading = try FrameFailure.reading { () throws(GIFError) in
            try GIFFile.frames(of: bytes, through: wanted) { frame in
                if wanted == nil || frame.index == wanted { body(frame) }
            }
        }
        read(reading)
        try FrameFailure.check(frame: wanted, of: reading.info.frameCount)
    }
}
