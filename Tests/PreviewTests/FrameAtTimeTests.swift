import Preview
import Testing

/// Which frame is on screen at a time since a GIF started: a looping GIF wraps, one that plays
/// once (or has played all its plays) holds its last frame, a single frame is there at any time.
@Suite struct FrameAtTimeTests {
    /// One row: the effective delays (cs), the plays (`nil`: forever), a time and its frame.
    struct Case: Sendable, CustomTestStringConvertible {
        let rule: String
        let delays: [Int]
        let plays: Int?
        let seconds: Double
        let frame: Int?

        var testDescription: String { "\(rule): \(seconds) s → \(frame.map(String.init) ?? "nil")" }
    }

    /// Frames 0, 1 and 2 start at 0, 0.2 and 0.5 s; a play takes 1 s.
    private static let three = [20, 30, 50]

    static let cases: [Case] = [
        Case(rule: "looping, first play", delays: three, plays: nil, seconds: 0, frame: 0),
        Case(rule: "looping, first play", delays: three, plays: nil, seconds: 0.25, frame: 1),
        Case(rule: "looping, first play", delays: three, plays: nil, seconds: 0.99, frame: 2),
        Case(rule: "looping, a play's end is the next's start", delays: three, plays: nil, seconds: 1, frame: 0),
        Case(rule: "looping, second play", delays: three, plays: nil, seconds: 1.5, frame: 2),
        Case(rule: "looping, eleventh play", delays: three, plays: nil, seconds: 10.3, frame: 1),
        Case(
            rule: "looping: the README's 0.96 s cat at 1.5 s", delays: Array(repeating: 8, count: 12), plays: nil,
            seconds: 1.5, frame: 6),
        Case(rule: "three plays, the third", delays: three, plays: 3, seconds: 2.25, frame: 1),
        Case(rule: "three plays, the third's end", delays: three, plays: 3, seconds: 2.99, frame: 2),
        Case(rule: "three plays, then the last frame holds", delays: three, plays: 3, seconds: 3, frame: 2),
        Case(rule: "three plays, long after", delays: three, plays: 3, seconds: 100, frame: 2),
        Case(rule: "play once, during it", delays: three, plays: 1, seconds: 0.25, frame: 1),
        Case(rule: "play once, at its end the last frame holds", delays: three, plays: 1, seconds: 1, frame: 2),
        Case(rule: "play once, after it", delays: three, plays: 1, seconds: 1.25, frame: 2),
        Case(rule: "single frame, looping", delays: [10], plays: nil, seconds: 5.05, frame: 0),
        Case(rule: "single frame, once", delays: [10], plays: 1, seconds: 0, frame: 0),
        Case(rule: "single frame, once, after its delay", delays: [10], plays: 1, seconds: 5, frame: 0),
        Case(rule: "before the start", delays: three, plays: nil, seconds: -0.01, frame: nil),
        Case(rule: "no frames", delays: [], plays: nil, seconds: 0, frame: nil),
    ]

    @Test(arguments: cases) func theFrameOnScreen(_ row: Case) {
        #expect(AnimationClock(effectiveDelays: row.delays).frame(at: row.seconds, plays: row.plays) == row.frame)
    }

    /// A sheet samples one play, whatever the loop count.
    @Test func samplesStayInOnePlay() {
        #expect(AnimationClock(effectiveDelays: Self.three).sample(4) == [0, 1, 2, 2])
        #expect(AnimationClock(effectiveDelays: [10]).sample(3) == [0, 0, 0])
        #expect(AnimationClock(effectiveDelays: []).sample(3) == [])
    }
}
