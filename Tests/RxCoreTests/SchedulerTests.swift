import Dispatch
import Foundation
import RxCore
import RxTest
import Testing

/// A thread-safe list for events that arrive on scheduler threads.
final class LockedList<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var elements: [Element] = []

    func append(_ element: Element) { lock.withLock { elements.append(element) } }
    var values: [Element] { lock.withLock { elements } }
}

@Suite struct SchedulerTests {
    @Test func currentThreadSchedulerTrampolinesNestedWork() {
        let log = LockedList<String>()
        #expect(CurrentThreadScheduler.isScheduleRequired)
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            log.append("outer start")
            #expect(!CurrentThreadScheduler.isScheduleRequired)
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("inner")
                return Disposables.create()
            }
            log.append("outer end")
            return Disposables.create()
        }
        #expect(log.values == ["outer start", "outer end", "inner"])
        #expect(CurrentThreadScheduler.isScheduleRequired)
    }

    @Test func serialSchedulerRunsInOrderOffTheCallingThread() throws {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial")
        let values = try Observable.of(1, 2, 3, 4, 5).observe(on: scheduler).toBlocking(timeout: 10).toArray()
        #expect(values == [1, 2, 3, 4, 5])
    }

    @Test func concurrentSchedulerObserveOnKeepsOrder() throws {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let values = try Observable.from(0..<2000).observe(on: scheduler).toBlocking(timeout: 10).toArray()
        #expect(values == Array(0..<2000))
    }

    @Test func realTimersFireAndCanBeCancelled() throws {
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let fired = try Observable<Int>.timer(.milliseconds(20), scheduler: scheduler).toBlocking(timeout: 10).toArray()
        #expect(fired == [0])
        let cancelled = LockedList<Int>()
        let pending = scheduler.scheduleRelative((), dueTime: .milliseconds(50)) { _ in
            cancelled.append(1)
            return Disposables.create()
        }
        pending.dispose()
        let later = try Observable<Int>.timer(.milliseconds(120), scheduler: scheduler).toBlocking(timeout: 10)
            .toArray()
        #expect(later == [0])
        #expect(cancelled.values.isEmpty)
    }

    @Test func realWorkRunsNoEarlierThanItsTimeOnTheSchedulersClock() throws {
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let scheduledAt = scheduler.now
        let ranAt = try Observable<Int>.timer(.milliseconds(30), scheduler: scheduler).map { _ in scheduler.now }
            .toBlocking(timeout: 10).toArray()
        #expect(ranAt.count == 1)
        #expect(ranAt.allSatisfy { $0 - scheduledAt >= 0.03 })
    }

    @Test func relativeWorkRunsWhenItsDisposableIsDropped() {
        // Only disposing cancels: work whose disposable nobody keeps still runs.
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let ran = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(10)) { _ in
            ran.signal()
            return Disposables.create()
        }
        #expect(ran.wait(timeout: .now() + 10) == .success)
    }

    @Test func intervalTicksOnARealScheduler() throws {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let ticks = try Observable<Int>.interval(.milliseconds(5), scheduler: scheduler).take(4)
            .toBlocking(timeout: 10).toArray()
        #expect(ticks == [0, 1, 2, 3])
    }

    @Test func subscribeOnSubscribesOnTheScheduler() throws {
        let key = DispatchSpecificKey<String>()
        let queue = DispatchQueue(label: "test.subscribe-on")
        queue.setSpecific(key: key, value: "scheduler queue")
        let scheduler = SerialDispatchQueueScheduler(queue: queue)
        let source = Observable<String?>.deferred { .just(DispatchQueue.getSpecific(key: key)) }
        #expect(try source.toBlocking(timeout: 10).single() == nil)
        #expect(try source.subscribe(on: scheduler).toBlocking(timeout: 10).single() == "scheduler queue")
    }

    @Test func serialSchedulersQueueCheckPassesOnItsQueue() throws {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.confined")
        let checked = try Observable.just(()).observe(on: scheduler)
            .map { _ -> Bool in
                scheduler.assertOnQueue()
                return true
            }
            .toBlocking(timeout: 10).single()
        #expect(checked)
    }

    /// Off the queue, a debug build stops (in a process of its own); a release build checks nothing.
    @Test func serialSchedulersQueueCheckStopsADebugBuildOffItsQueue() async {
        #if DEBUG
            let ending = ExitTest.Condition.failure
        #else
            let ending = ExitTest.Condition.success
        #endif
        await #expect(processExitsWith: ending) {
            SerialDispatchQueueScheduler(internalSerialQueueName: "test.unconfined").assertOnQueue()
        }
    }

    @Test func delayAndDebounceOnRealTime() throws {
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        #expect(
            try Observable.of(1, 2).delay(.milliseconds(10), scheduler: scheduler).toBlocking(timeout: 10).toArray()
                == [1, 2])
        #expect(
            try Observable.of(1, 2, 3).debounce(.milliseconds(50), scheduler: scheduler).toBlocking(timeout: 10)
                .toArray() == [3])
    }
}
