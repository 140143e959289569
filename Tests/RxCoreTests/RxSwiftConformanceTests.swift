import RxCore
import RxTest
import Testing

/// Where RxCore once differed from RxSwift 6, whose documented behaviour is the specification
/// (DESIGN §3): each test is RxSwift's behaviour on `TestScheduler`.
@Suite struct RxSwiftConformanceTests {
    private enum APIError: Error, Equatable { case transient }
    private struct OtherError: Error, Equatable {}

    /// `retry(when:)` typed over the error: errors of that type reach the handler, any other
    /// error ends the sequence at once.
    @Test func retryWhenWithATypedHandlerRetriesOnlyThatErrorType() {
        let scheduler = TestScheduler(initialClock: 0)
        let attempts = LockedState(0)
        let source = Observable<Int>.deferred {
            let attempt = attempts.withLock { count -> Int in
                count += 1
                return count
            }
            return attempt == 1
                ? Observable.just(1).concat(Observable.error(APIError.transient))
                : Observable.just(2).concat(Observable.error(OtherError()))
        }
        let handled = LockedState<[APIError]>([])
        let results = scheduler.start {
            source.retry(when: { (errors: Observable<APIError>) in
                errors.do(onNext: { error in handled.withLock { $0.append(error) } }).map { _ in () }
            })
        }
        #expect(results.events == [.next(200, 1), .next(200, 2), .error(200, OtherError())])
        #expect(handled.withLock { $0 } == [.transient])
        #expect(attempts.withLock { $0 } == 2)
    }

    /// `observe(on:)` schedules each event as an action of its own: three events of one tick
    /// arrive on three ticks.
    @Test func observeOnDeliversEachEventInItsOwnAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(210, 3), .next(210, 4), .completed(300),
        ])
        let results = scheduler.start { xs.observe(on: scheduler) }
        #expect(results.events == [.next(211, 2), .next(212, 3), .next(213, 4), .completed(301)])
    }

    /// `subscribe(on:)` subscribes and disposes on its scheduler: a subscription made at 200 and
    /// disposed at 300 shows as 201 to 301.
    @Test func subscribeOnDisposesOnItsScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(500)])
        let results = scheduler.start(disposed: 300) { xs.subscribe(on: scheduler) }
        #expect(results.events == [.next(210, 2)])
        #expect(xs.subscriptions == [Subscription(201, 301)])
    }

    /// When the source ends, its subscription is still disposed on the scheduler, as RxSwift's
    /// (`testSubscribeOn_SchedulerCompleted`, `…Error`): a hot source ending at 300 shows a
    /// subscription ending at 301, not 300.
    @Test(arguments: [Event<Int>.completed, .error(TestError.boom)])
    func subscribeOnDisposesOnItsSchedulerWhenTheSourceEnds(end: Event<Int>) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), Recorded(time: 300, value: end)])
        let results = scheduler.start { xs.subscribe(on: scheduler) }
        #expect(results.events == [.next(210, 2), Recorded(time: 300, value: end)])
        #expect(xs.subscriptions == [Subscription(201, 301)])
    }

    /// A source that ends while being subscribed to: its own disposal, then `onSubscribed`,
    /// then `onDispose`.
    @Test func doOnDisposeRunsAfterOnSubscribedWhenTheSourceEndsAtOnce() {
        let log = LockedState<[String]>([])
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { log.withLock { $0.append("source disposed") } }
        }
        _ = source.do(
            onSubscribe: { log.withLock { $0.append("subscribe") } },
            onSubscribed: { log.withLock { $0.append("subscribed") } },
            onDispose: { log.withLock { $0.append("dispose") } }
        ).subscribe()
        #expect(log.withLock { $0 } == ["subscribe", "source disposed", "subscribed", "dispose"])
    }
}
