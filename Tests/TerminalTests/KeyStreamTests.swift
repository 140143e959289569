import RxCore
import RxTest
import Terminal
import Testing

/// Key decoding over chunks that arrive on virtual time, one tick a millisecond: a lone Esc is
/// told from an escape sequence by the 40 ms timeout.
@Suite struct KeyStreamTests {
    private func decode(_ chunks: [Recorded<Event<[UInt8]>>]) -> [Recorded<Event<Key>>] {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let input = scheduler.createHotObservable(chunks)
        return scheduler.start { Key.decode(input.asObservable(), scheduler: scheduler) }.events
    }

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func aLoneEscIsTheEscKeyAfterTheTimeout() {
        // Chunks are decoded one tick after they arrive (observe(on:)); the timer starts then.
        let events = decode([.next(300, bytes("\u{1B}")), .next(400, bytes("a"))])
        #expect(events == [.next(341, .escape), .next(401, .character("a"))])
    }

    @Test func aSequenceSplitWithinTheTimeoutIsOneKey() {
        let events = decode([.next(300, bytes("\u{1B}")), .next(320, bytes("[A"))])
        #expect(events == [.next(321, .up)])
    }

    @Test func aSequenceSplitPastTheTimeoutIsEscThenText() {
        let events = decode([.next(300, bytes("\u{1B}")), .next(360, bytes("[A"))])
        #expect(events == [.next(341, .escape), .next(361, .character("[")), .next(361, .character("A"))])
    }

    @Test func completionFlushesAWaitingEsc() {
        let events = decode([.next(300, bytes("x\u{1B}")), .completed(310)])
        #expect(events == [.next(301, .character("x")), .next(341, .escape), .completed(341)])
    }
}
