import RxCore
import RxTest
import Testing

@Suite struct DoTests {
    @Test func runsEachCallbackAroundTheEvents() {
        var log: [String] = []
        let outcome = runHot(Scenario.values) { source in
            source.do(
                onNext: { log.append("next \($0)") },
                afterNext: { log.append("after \($0)") },
                onCompleted: { log.append("completed") },
                afterCompleted: { log.append("after completed") },
                onSubscribe: { log.append("subscribe") },
                onSubscribed: { log.append("subscribed") },
                onDispose: { log.append("dispose") })
        }
        #expect(outcome.events == [.next(210, 2), .next(240, 3), .next(290, 4), .completed(300)])
        #expect(outcome.subscriptions == [Subscription(200, 300)])
        #expect(
            log == [
                "subscribe", "subscribed", "next 2", "after 2", "next 3", "after 3", "next 4", "after 4", "completed",
                "dispose", "after completed",
            ])
    }

    @Test func errorAndDisposeEarly() {
        var errors: [String] = []
        var disposals = 0
        let failing = runHot(Scenario.failing) { source in
            source.do(onError: { errors.append("\($0)") }, afterError: { _ in errors.append("after") })
        }
        #expect(failing.events == [.next(210, 2), .error(250, TestError.boom)])
        #expect(errors == ["boom", "after"])
        let early = runHot(Scenario.values, disposed: 220) { $0.do(onDispose: { disposals += 1 }) }
        #expect(early.events == [.next(210, 2)])
        #expect(early.subscriptions == [Subscription(200, 220)])
        #expect(disposals == 1)
        #expect(runHot(Scenario.never) { $0.do(onNext: { _ in }) }.events == [])
    }

    @Test func callbackThrows() {
        let outcome = runHot(Scenario.values) { source in
            source.do(onNext: { value in
                if value == 3 { throw TestError.boom }
            })
        }
        #expect(outcome.events == [.next(210, 2), .error(240, TestError.boom)])
        #expect(outcome.subscriptions == [Subscription(200, 240)])
        let completedThrows = runHot(Scenario.empty) { $0.do(onCompleted: { throw TestError.other }) }
        #expect(completedThrows.events == [.error(250, TestError.other)])
    }
}

@Suite struct ObserveOnTests {
    private func run(_ events: [Recorded<Event<Int>>], disposed: TestTime = 1000) -> Outcome<Int> {
        runHot(events, disposed: disposed) { source, scheduler in source.observe(on: scheduler) }
    }

    @Test func deliversEveryEventOnTheScheduler() {
        let outcome = run(Scenario.values)
        #expect(outcome.events == [.next(211, 2), .next(241, 3), .next(291, 4), .completed(301)])
        #expect(outcome.subscriptions == [Subscription(200, 300)])
    }

    @Test func neverErrorAndDisposeEarly() {
        #expect(run(Scenario.never).events == [])
        #expect(run(Scenario.failing).events == [.next(211, 2), .error(251, TestError.boom)])
        let early = run(Scenario.values, disposed: 240)
        #expect(early.events == [.next(211, 2)])
        #expect(early.subscriptions == [Subscription(200, 240)])
    }
}

@Suite struct SubscribeOnTests {
    @Test func subscribesAndDisposesOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(150, 1), .next(201, 2), .next(210, 3)])
        let observer = scheduler.start(disposed: 300) { source.subscribe(on: scheduler) }
        #expect(observer.events == [.next(210, 3)])
        #expect(source.subscriptions == [Subscription(201, 301)])
    }

    @Test func valuesAndError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable(Scenario.failing)
        let observer = scheduler.start { source.subscribe(on: scheduler) }
        #expect(observer.events == [.next(210, 2), .error(250, TestError.boom)])
        // Disposed on the scheduler after the error too, as RxSwift's `testSubscribeOn_SchedulerError`.
        #expect(source.subscriptions == [Subscription(201, 251)])
    }
}

@Suite struct DelayTests {
    private func run(_ events: [Recorded<Event<Int>>], disposed: TestTime = 1000) -> Outcome<Int> {
        runHot(events, disposed: disposed) { source, scheduler in source.delay(.seconds(10), scheduler: scheduler) }
    }

    @Test func shiftsElementsAndCompletion() {
        let outcome = run(Scenario.values)
        #expect(outcome.events == [.next(220, 2), .next(250, 3), .next(300, 4), .completed(310)])
        #expect(outcome.subscriptions == [Subscription(200, 300)])
    }

    @Test func errorsAreNotDelayed() {
        let outcome = run([.next(210, 2), .next(245, 3), .error(250, TestError.boom)])
        #expect(outcome.events == [.next(220, 2), .error(250, TestError.boom)])
    }

    @Test func neverEmptyAndDisposeEarly() {
        #expect(run(Scenario.never).events == [])
        #expect(run(Scenario.empty).events == [.completed(260)])
        let early = run(Scenario.values, disposed: 245)
        #expect(early.events == [.next(220, 2)])
        #expect(early.subscriptions == [Subscription(200, 245)])
    }
}

@Suite struct ShareTests {
    private let cold: [Recorded<Event<Int>>] = [.next(10, 1), .next(20, 2), .completed(30)]

    @Test func sharesOneSubscriptionAndReplays() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable(cold)
        let shared = source.share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(215) { _ = shared.subscribe(second) }
        scheduler.start()
        #expect(first.events == [.next(210, 1), .next(220, 2), .completed(230)])
        #expect(second.events == [.next(215, 1), .next(220, 2), .completed(230)])
        #expect(source.subscriptions == [Subscription(200, 230)])
    }

    @Test func whileConnectedDisconnectsAndReconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable(cold)
        let shared = source.share()
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            let a = shared.subscribe(scheduler.createObserver(Int.self))
            let b = shared.subscribe(scheduler.createObserver(Int.self))
            scheduler.scheduleAt(212) { a.dispose() }
            scheduler.scheduleAt(215) { b.dispose() }
        }
        scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
        scheduler.start()
        #expect(source.subscriptions == [Subscription(200, 215), Subscription(300, 330)])
        #expect(late.events == [.next(310, 1), .next(320, 2), .completed(330)])
    }

    @Test func foreverReplaysAfterCompletionWithoutResubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable(cold)
        let shared = source.share(replay: 1, scope: .forever)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(scheduler.createObserver(Int.self)) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
        scheduler.start()
        #expect(source.subscriptions == [Subscription(200, 230)])
        #expect(late.events == [.next(300, 2), .completed(300)])
    }

    @Test func foreverReconnectsAfterAllSubscribersLeft() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable(cold)
        let shared = source.share(replay: 1, scope: .forever)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            let only = shared.subscribe(scheduler.createObserver(Int.self))
            scheduler.scheduleAt(215) { only.dispose() }
        }
        scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
        scheduler.start()
        #expect(source.subscriptions == [Subscription(200, 215), Subscription(300, 330)])
        #expect(late.events == [.next(300, 1), .next(310, 1), .next(320, 2), .completed(330)])
    }

    @Test func errorsReachEverySubscriber() {
        let outcome = runHot(Scenario.failing) { $0.share() }
        #expect(outcome.events == [.next(210, 2), .error(250, TestError.boom)])
        #expect(outcome.subscriptions == [Subscription(200, 250)])
        #expect(runHot(Scenario.never) { $0.share() }.subscriptions == [Subscription(200, 1000)])
    }
}
