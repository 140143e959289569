import RxCore
import RxTest
import Testing

@Suite struct PublishSubjectTests {
    @Test func deliversOnlyWhatFollowsASubscription() {
        let subject = PublishSubject<Int>()
        var early: [Event<Int>] = []
        var late: [Event<Int>] = []
        subject.onNext(0)
        let first = subject.subscribe { early.append($0) }
        subject.onNext(1)
        _ = subject.subscribe { late.append($0) }
        subject.onNext(2)
        first.dispose()
        subject.onNext(3)
        subject.onCompleted()
        subject.onNext(4)
        #expect(early == [.next(1), .next(2)])
        #expect(late == [.next(2), .next(3), .completed])
    }

    @Test func lateSubscribersGetTheTerminalEvent() {
        let subject = PublishSubject<Int>()
        subject.onError(TestError.boom)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        #expect(events == [.error(TestError.boom)])
        #expect(!subject.hasObservers)
    }

    @Test func hasObserversAndDispose() {
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe { _ in }
        #expect(subject.hasObservers)
        subscription.dispose()
        #expect(!subject.hasObservers)
        subject.dispose()
        #expect(subject.isDisposed)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        #expect(events == [.completed])
    }

    @Test func reentrantEventsAreDeliveredInOrderAfterTheCurrentOne() {
        let subject = PublishSubject<Int>()
        var seenByFirst: [Int] = []
        var seenBySecond: [Int] = []
        _ = subject.subscribe(onNext: { value in
            seenByFirst.append(value)
            if value == 1 { subject.onNext(2) }
        })
        _ = subject.subscribe(onNext: { seenBySecond.append($0) })
        subject.onNext(1)
        #expect(seenByFirst == [1, 2])
        #expect(seenBySecond == [1, 2])
    }

    @Test func aSubscriberDisposedDuringADeliveryReceivesNothingMore() {
        let subject = PublishSubject<Int>()
        var second: Disposable?
        var seenBySecond: [Int] = []
        _ = subject.subscribe(onNext: { _ in second?.dispose() })
        second = subject.subscribe(onNext: { seenBySecond.append($0) })
        subject.onNext(1)
        #expect(seenBySecond == [])
    }
}

@Suite struct BehaviorSubjectTests {
    @Test func startsWithTheCurrentValue() throws {
        let subject = BehaviorSubject(value: 0)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        subject.onNext(1)
        #expect(try subject.value() == 1)
        var late: [Event<Int>] = []
        _ = subject.subscribe { late.append($0) }
        subject.onCompleted()
        #expect(events == [.next(0), .next(1), .completed])
        #expect(late == [.next(1), .completed])
    }

    @Test func valueThrowsTheError() {
        let subject = BehaviorSubject(value: 0)
        subject.onError(TestError.boom)
        #expect(throws: TestError.boom) { try subject.value() }
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        #expect(events == [.next(0), .error(TestError.boom)])
    }
}

@Suite struct ReplaySubjectTests {
    @Test func replaysTheLastElements() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        subject.onNext(4)
        #expect(events == [.next(2), .next(3), .next(4)])
    }

    @Test func unboundReplaysEverythingAndTheTerminalEvent() {
        let subject = ReplaySubject<Int>.createUnbound()
        (1...5).forEach(subject.onNext)
        subject.onCompleted()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        #expect(events == [.next(1), .next(2), .next(3), .next(4), .next(5), .completed])
    }

    @Test func zeroBufferBehavesLikeAPublishSubject() {
        let subject = ReplaySubject<Int>.create(bufferSize: 0)
        subject.onNext(1)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        subject.onNext(2)
        #expect(events == [.next(2)])
    }

    @Test func subjectsWorkOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { subject.onNext(1) }
        scheduler.scheduleAt(200) { _ = subject.subscribe(observer) }
        scheduler.scheduleAt(300) { subject.onNext(2) }
        scheduler.scheduleAt(400) { subject.onCompleted() }
        scheduler.start()
        #expect(observer.events == [.next(200, 1), .next(300, 2), .completed(400)])
    }
}
