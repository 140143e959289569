import Dispatch
import RxCore
import Testing

@testable import gifsearch

/// The picker's hand-offs: one at a time, in the order asked, and what is under way when the
/// picker ends.
@Suite struct HandoffQueueTests {
    /// A copy held up by its tool and a page opening asked for after it: closing says both are
    /// under way and takes nothing more; finishing waits for both, in order.
    @Test func closingSaysWhatIsUnderWayAndFinishingWaitsForIt() {
        let queue = HandoffQueue()
        let toolAnswers = DispatchSemaphore(value: 0)
        let order = LockedState([String]())
        _ = queue.run(.copy) {
            toolAnswers.wait()
            order.withLock { $0.append("copy") }
        }.subscribe()
        _ = queue.run(.pageOpening) { order.withLock { $0.append("open") } }.subscribe()
        #expect(queue.close() == "the copy and the page opening")
        var late = false
        _ = queue.run(.copy) { order.withLock { $0.append("late") } }.subscribe(onCompleted: { late = true })
        #expect(late, "once closed, a hand-off is nothing, at once")
        toolAnswers.signal()
        queue.finish()
        #expect(order.withLock { $0 } == ["copy", "open"])
    }

    @Test func nothingUnderWayIsSaidAsNothing() {
        let queue = HandoffQueue()
        let said = LockedState<[String]>([])
        _ = queue.run(.pageOpening) { "opened" }.subscribe(onNext: { text in said.withLock { $0.append(text) } })
        queue.finish()
        #expect(said.withLock { $0 } == ["opened"])
        #expect(queue.close() == nil)
    }
}
