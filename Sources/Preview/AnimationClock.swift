import GIF

/// When each frame of an animation is due, on an absolute clock from the start of the play:
/// frame n at the sum of the effective delays before it (0 or 1 cs play as 10 cs). A frame that
/// is ready only after the next one is due is dropped, never queued.
public struct AnimationClock: Sendable, Equatable {
    /// When each frame starts, in centiseconds from the start of the play, and last the end of
    /// the play.
    private var starts = [0]

    public init(effectiveDelays: [Int]) {
        effectiveDelays.forEach { append(effectiveDelay: $0) }
    }

    /// Adds a frame that shows for `effectiveDelay` centiseconds after the others.
    public mutating func append(effectiveDelay: Int) {
        starts.append(starts[starts.count - 1] + effectiveDelay)
    }

    /// Seconds from the start of a play to frame `index`.
    public func dueTime(of index: Int) -> Double {
        Double(starts[index]) / 100
    }

    /// Seconds one play takes.
    public var playDuration: Double { Double(starts[starts.count - 1]) / 100 }

    /// Whether frame `index`, ready `elapsed` seconds into the play, should be skipped because
    /// the next frame is already due.
    public func isLate(_ index: Int, at elapsed: Double) -> Bool {
        index + 2 < starts.count && elapsed >= dueTime(of: index + 1)
    }

    /// The frame on screen `seconds` after an animation that plays `plays` times (`nil`: forever)
    /// started: past the end of a play the next starts from frame 0, and past the last play the
    /// last frame holds (a GIF that plays once holds its last frame at once). A single frame is
    /// on screen at any time. `nil` before the start, or with no frames.
    public func frame(at seconds: Double, plays: Int?) -> Int? {
        guard seconds >= 0, starts.count > 1 else { return nil }
        let play = Double(starts[starts.count - 1])
        let centiseconds = seconds * 100
        if let plays, centiseconds >= play * Double(max(1, plays)) { return starts.count - 2 }
        return frame(atCentiseconds: centiseconds.truncatingRemainder(dividingBy: play))
    }

    /// The frame on screen `centiseconds` (at least 0, less than the play's duration) into a play.
    private func frame(atCentiseconds centiseconds: Double) -> Int {
        starts.dropLast().lastIndex { Double($0) <= centiseconds } ?? 0
    }

    /// `count` frames sampled evenly over one play: the frames on screen at 0, 1/count, 2/count, …
    /// of its duration.
    public func sample(_ count: Int) -> [Int] {
        guard starts.count > 1 else { return [] }
        let play = Double(starts[starts.count - 1])
        return (0..<count).map { frame(atCentiseconds: play * Double($0) / Double(count)) }
    }

    /// How many plays the loop count asks for: `nil` once, `0` forever (`nil` result), `n` → n + 1.
    public static func plays(loopCount: Int?) -> Int? {
        guard let loopCount else { return 1 }
        return loopCount == 0 ? nil : loopCount + 1
    }
}

extension GIFInfo {
    /// When its frames show in one play, by the browsers' delay rule.
    public var clock: AnimationClock { AnimationClock(effectiveDelays: frames.map(\.effectiveDelay)) }

    /// How many times it plays, as browsers read its loop count (`nil`: forever).
    public var plays: Int? { AnimationClock.plays(loopCount: loopCount) }
}
