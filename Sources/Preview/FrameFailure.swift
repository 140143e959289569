/// Why frames of a GIF could not be shown or written.
public enum FrameFailure: Error, Equatable, CustomStringConvertible {
    /// Its bytes could not be read, drawn or encoded; the reason.
    case unreadable(String)
    /// The frame asked for is past the last one.
    case noFrame(Int, frameCount: Int)
    /// No frame is on screen at this time: it is before the start.
    case nothingAt(seconds: Double)
    /// The GIF has no frame to show.
    case noFrames

    public var description: String {
        switch self {
        case .unreadable(let reason): reason
        case .noFrame(let wanted, let count): "there is no frame \(wanted) (frames: \(count))"
        case .nothingAt(let seconds): "nothing is on screen at \(seconds) s, before the start"
        case .noFrames: "has no frames to show"
        }
    }

    /// Whether the GIF lacks what was asked for (a frame, a time), rather than being unreadable.
    public var isMissing: Bool {
        switch self {
        case .noFrame, .nothingAt: true
        case .unreadable, .noFrames: false
        }
    }
}

extension FrameFailure {
    /// What `work` reads, draws or encodes; its failure (the decoder's, the renderer's) as
    /// unreadable, in the failure's own words.
    static func reading<T, Failure: Error & CustomStringConvertible>(_ work: () throws(Failure) -> T)
        throws(FrameFailure) -> T
    {
        do throws(Failure) {
            return try work()
        } catch {
            throw .unreadable(error.description)
        }
    }

    /// Fails with `.noFrame` when frame `wanted` is past the `frameCount` the GIF has.
    static func check(frame wanted: Int?, of frameCount: Int) throws(FrameFailure) {
        if let wanted, wanted >= frameCount { throw .noFrame(wanted, frameCount: frameCount) }
    }
}
