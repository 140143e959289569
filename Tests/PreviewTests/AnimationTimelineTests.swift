import Preview
import RxCore
import RxTest
import Testing

/// The timeline on virtual time, one tick a millisecond: what is drawn at which tick.
@Suite struct AnimationTimelineTests {
    private struct Run {
        var draws: [(tick: Int, frame: Int)] = []
        var finished: Int?
    }

    /// Plays frames `0..<delays.count` (centiseconds), frame i handed in at tick `arrivals[i]`
    /// and the last of them followed by the end of the frames; runs the scheduler to `until`.
    private func play(delays: [Int], arrivals: [Int]? = nil, plays: Int?, until: Int = 100_000) -> Run {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let run = LockedState(Run())
        let timeline = AnimationTimeline<Int>(
            scheduler: scheduler, plays: plays,
            draw: { frame in run.withLock { $0.draws.append((scheduler.clock, frame)) } },
            finished: { run.withLock { $0.finished = scheduler.clock } })
        let arrivals = arrivals ?? delays.map { _ in 0 }
        for (frame, delay) in delays.enumerated() {
            scheduler.scheduleAt(arrivals[frame]) { timeline.append(frame, effectiveDelay: delay) }
        }
        scheduler.scheduleAt(arrivals.max() ?? 0) { timeline.finishAppending() }
        scheduler.advanceTo(until)
        return run.withLock { $0 }
    }

    private func ticks(_ run: Run) -> [Int] { run.draws.map(\.tick) }
    private func frames(_ run: Run) -> [Int] { run.draws.map(\.frame) }

    @Test func frameNIsDrawnAtTheSumOfTheDelaysBeforeIt() {
        // Handed in at tick 0, taken in at tick 1 and started at tick 2 (the scheduler's hops).
        let run = play(delays: [10, 20, 10, 5], plays: 1)
        #expect(frames(run) == [0, 1, 2, 3])
        #expect(ticks(run) == [2, 102, 302, 402])
        #expect(run.finished == 452)
    }

    @Test func playsFollowOneAnotherOnTheSameClock() {
        let run = play(delays: [10, 10], plays: 2)
        #expect(frames(run) == [0, 1, 0, 1])
        #expect(ticks(run) == [2, 102, 202, 302])
        #expect(run.finished == 402)
        let forever = play(delays: [10, 10], plays: nil, until: 1_000)
        #expect(ticks(forever) == Array(stride(from: 2, to: 1_000, by: 100)))
        #expect(forever.finished == nil)
    }

    @Test func aFrameWhoseSuccessorIsReadyAndDueIsDropped() {
        // Frame 1 (due at 102) comes at 250 with frames 2 and 3: frame 2 is already due, so
        // frame 1 is skipped; frame 2 shows at once and frame 3 on time.
        let run = play(delays: [10, 10, 10, 10], arrivals: [0, 250, 250, 250], plays: 1)
        #expect(frames(run) == [0, 2, 3])
        #expect(ticks(run) == [2, 252, 302])
        #expect(run.finished == 402)
    }

    @Test func aLateFrameWithNothingNewerIsDrawnWhenReady() {
        // Frame 1 comes at 150 (due at 102), frame 2 at 500 (due at 202): each shows as it comes,
        // and the clock stays where it was (the play still ends at 302, passed: it ends at once).
        let run = play(delays: [10, 10, 10], arrivals: [0, 150, 500], plays: 1)
        #expect(frames(run) == [0, 1, 2])
        #expect(ticks(run) == [2, 152, 502])
        #expect(run.finished == 503)
    }
}
