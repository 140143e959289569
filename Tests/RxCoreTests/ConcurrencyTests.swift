import Dispatch
import Foundation
import RxCore
import RxTest
import Synchronization
import Testing

/// An observer that checks the grammar under concurrency: it fails the test if two events
/// overlap, if anything follows a terminal event, and counts what it received.
final class GrammarCheckingObserver<Element>: ObserverType, @unchecked Sendable {
    private let inside = Atomic<Bool>(false)
    private let lock = NSLock()
    private var nextCount = 0
    private var terminalCount = 0
    private var violations: [String] = []

    func on(_ event: Event<Element>) {
        if inside.exchange(true, ordering: .acquiringAndReleasing) { record("overlapping events") }
        lock.withLock {
            if terminalCount > 0 { violations.append("event after the terminal event") }
            if event.isStopEvent { terminalCount += 1 } else { nextCount += 1 }
        }
        inside.store(false, ordering: .releasing)
    }

    private func record(_ violation: String) {
        lock.withLock { violations.append(violation) }
    }

    var counts: (next: Int, terminal: Int) { lock.withLock { (nextCount, terminalCount) } }
    var problems: [String] { lock.withLock { violations } }
}

@Suite struct ConcurrencyTests {
    private let threads = 8
    private let perThread = 2_000

    @Test func manyThreadsEmittingIntoMergedSubjects() {
        let subjects = (0..<threads).map { _ in PublishSubject<Int>() }
        let observer = GrammarCheckingObserver<Int>()
        let subscription = Observable.merge(subjects.map { $0.asObservable() }).subscribe(observer)
        DispatchQueue.concurrentPerform(iterations: threads) { index in
            for value in 0..<perThread { subjects[index].onNext(value) }
            subjects[index].onCompleted()
        }
        #expect(observer.counts.next == threads * perThread)
        #expect(observer.counts.terminal == 1)
        #expect(observer.problems.isEmpty)
        subscription.dispose()
    }

    @Test func manyThreadsEmittingIntoOneSubject() {
        let subject = PublishSubject<Int>()
        let observer = GrammarCheckingObserver<Int>()
        _ = subject.subscribe(observer)
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for value in 0..<perThread { subject.onNext(value) }
        }
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            subject.onCompleted()
            subject.onNext(-1)
        }
        #expect(observer.counts.next == threads * perThread)
        #expect(observer.counts.terminal == 1)
        #expect(observer.problems.isEmpty)
    }

    @Test func disposeRacingEmission() {
        for _ in 0..<50 {
            let subject = BehaviorSubject(value: 0)
            let observer = GrammarCheckingObserver<Int>()
            let subscription = SingleAssignmentDisposable()
            subscription.setDisposable(subject.map { $0 + 1 }.filter { $0 > 0 }.subscribe(observer))
            DispatchQueue.concurrentPerform(iterations: 3) { index in
                if index == 0 {
                    subscription.dispose()
                } else {
                    for value in 0..<200 { subject.onNext(value) }
                }
            }
            let countAfterRace = observer.counts.next
            subject.onNext(-1)
            #expect(observer.counts.next == countAfterRace)
            #expect(observer.problems.isEmpty)
        }
    }

    @Test func flatMapOfInnerSequencesOnAConcurrentScheduler() throws {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let observer = GrammarCheckingObserver<Int>()
        let done = DispatchSemaphore(value: 0)
        let subscription = Observable.from(0..<200)
            .flatMap { value in Observable.of(value, value).subscribe(on: scheduler) }
            .do(afterCompleted: { done.signal() })
            .subscribe(observer)
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(observer.counts.next == 400)
        #expect(observer.counts.terminal == 1)
        #expect(observer.problems.isEmpty)
        subscription.dispose()
    }

    @Test func zipAndCombineLatestAcrossThreads() throws {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let left = Observable.from(0..<500).subscribe(on: scheduler)
        let right = Observable.from(0..<500).subscribe(on: scheduler)
        let pairs = try Observable.zip(left, right) { $0 == $1 }.toBlocking(timeout: 30).toArray()
        #expect(pairs == Array(repeating: true, count: 500))
        let latest = try Observable.combineLatest(left, right) { $0 + $1 }.toBlocking(timeout: 30).toArray()
        #expect(latest.last == 998)
    }

    @Test func shareAndRetryAcrossThreads() throws {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let attempts = AttemptCounter()
        let flaky = Observable<Int>.deferred {
            attempts.next() < 3 ? .error(TestError.boom) : .of(1, 2, 3)
        }
        .subscribe(on: scheduler)
        .retry(5)
        .share(replay: 3, scope: .forever)
        let results = LockedList<[Int]>()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            if let values = try? flaky.toBlocking(timeout: 30).toArray() { results.append(values) }
        }
        #expect(results.values.count == 4)
        #expect(results.values.allSatisfy { $0 == [1, 2, 3] })
    }

    @Test func takeUntilAndTimeoutRaceTheirTriggers() throws {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        for _ in 0..<20 {
            let observer = GrammarCheckingObserver<Int>()
            let stop = Observable<Int>.timer(.milliseconds(2), scheduler: scheduler)
            let done = DispatchSemaphore(value: 0)
            _ = Observable<Int>.interval(.microseconds(100), scheduler: scheduler)
                .take(until: stop)
                .timeout(.milliseconds(500), scheduler: scheduler)
                .do(onDispose: { done.signal() })
                .subscribe(observer)
            #expect(done.wait(timeout: .now() + 10) == .success)
            #expect(observer.counts.terminal == 1)
            #expect(observer.problems.isEmpty)
        }
    }
}

/// Counts attempts from any thread.
private final class AttemptCounter: Sendable {
    private let count = Atomic<Int>(0)

    /// The number of attempts before this one.
    func next() -> Int { count.add(1, ordering: .relaxed).oldValue }
}
