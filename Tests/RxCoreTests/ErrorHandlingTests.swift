import RxCore
import RxTest
import Testing

@Suite struct CatchTests {
    @Test func continuesWithTheHandlersSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable(Scenario.failing)
        let fallback = scheduler.createColdObservable([.next(10, 100), .completed(20)])
        let observer = scheduler.start { source.asObservable().catch { _ in fallback.asObservable() } }
        #expect(observer.events == [.next(210, 2), .next(260, 100), .completed(270)])
        #expect(source.subscriptions == [Subscription(200, 250)])
        #expect(fallback.subscriptions == [Subscription(250, 270)])
    }

    @Test func valuesNeverEmptyAndDisposeEarlyPassThrough() {
        let values = runHot(Scenario.values) { $0.catch { _ in .just(0) } }
        #expect(values.events == [.next(210, 2), .next(240, 3), .next(290, 4), .completed(300)])
        #expect(values.subscriptions == [Subscription(200, 300)])
        #expect(runHot(Scenario.never) { $0.catch { _ in .just(0) } }.events == [])
        #expect(runHot(Scenario.empty) { $0.catch { _ in .just(0) } }.events == [.completed(250)])
        #expect(
            runHot(Scenario.values, disposed: 220) { $0.catch { _ in .just(0) } }.subscriptions == [
                Subscription(200, 220)
            ])
    }

    @Test func handlerThrows() {
        let outcome = runHot(Scenario.failing) { $0.catch { _ in throw TestError.other } }
        #expect(outcome.events == [.next(210, 2), .error(250, TestError.other)])
    }

    @Test func catchAndReturnEmitsTheElementAndCompletes() {
        let outcome = runHot(Scenario.failing) { $0.catchAndReturn(-1) }
        #expect(outcome.events == [.next(210, 2), .next(250, -1), .completed(250)])
    }

    @Test func synchronousErrorKeepsTheFallbackSubscribed() throws {
        let source = Observable<Int>.error(TestError.boom).catch { _ in .of(1, 2) }
        #expect(try source.toBlocking().toArray() == [1, 2])
    }
}

@Suite struct RetryTests {
    private let failingCold: [Recorded<Event<Int>>] = [.next(10, 1), .next(20, 2), .error(30, TestError.boom)]

    @Test func resubscribesUpToTheAttemptLimit() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable(failingCold)
        let observer = scheduler.start { source.retry(3) }
        #expect(
            observer.events == [
                .next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .next(270, 1), .next(280, 2),
                .error(290, TestError.boom),
            ])
        #expect(source.subscriptions == [Subscription(200, 230), Subscription(230, 260), Subscription(260, 290)])
    }

    @Test func retryForeverStopsAtDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable(failingCold)
        let observer = scheduler.start(disposed: 275) { source.retry() }
        #expect(observer.events == [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .next(270, 1)])
        #expect(source.subscriptions == [Subscription(200, 230), Subscription(230, 260), Subscription(260, 275)])
    }

    @Test func completionAndNeverPassThrough() {
        let values = runHot(Scenario.values) { $0.retry(2) }
        #expect(values.events == [.next(210, 2), .next(240, 3), .next(290, 4), .completed(300)])
        #expect(values.subscriptions == [Subscription(200, 300)])
        #expect(runHot(Scenario.never) { $0.retry() }.subscriptions == [Subscription(200, 1000)])
        #expect(runHot(Scenario.empty) { $0.retry() }.events == [.completed(250)])
    }

    @Test func synchronousFailuresLoopWithoutRecursion() {
        var attempts = 0
        let source = Observable<Int>.deferred {
            attempts += 1
            return .error(TestError.boom)
        }
        #expect(throws: TestError.boom) { try source.retry(100_000).toBlocking().first() }
        #expect(attempts == 100_000)
    }
}

@Suite struct RetryWhenTests {
    @Test func exponentialBackoffOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let observer = scheduler.start {
            source.retry(when: { errors in
                errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                    attempt < 3 ? .timer(.seconds(10 << attempt), scheduler: scheduler) : .error(error)
                }
            })
        }
        // Attempts fail at 220, 250, 290 and 350; the backoff waits 10, 20 and 40 ticks.
        #expect(
            observer.events == [
                .next(210, 1), .next(240, 1), .next(280, 1), .next(340, 1), .error(350, TestError.boom),
            ])
        #expect(
            source.subscriptions == [
                Subscription(200, 220), Subscription(230, 250), Subscription(270, 290), Subscription(330, 350),
            ])
    }

    @Test func triggerCompletionCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let observer = scheduler.start {
            source.retry(when: { errors in errors.enumerated().take(while: { $0.index < 1 }) })
        }
        #expect(observer.events == [.next(210, 1), .next(230, 1), .completed(240)])
        #expect(source.subscriptions == [Subscription(200, 220), Subscription(220, 240)])
    }

    @Test func valuesNeverAndDisposeEarly() {
        let values = runHot(Scenario.values) { $0.retry(when: { $0 }) }
        #expect(values.events == [.next(210, 2), .next(240, 3), .next(290, 4), .completed(300)])
        #expect(runHot(Scenario.never) { $0.retry(when: { $0 }) }.events == [])
        let early = runHot(Scenario.values, disposed: 230) { $0.retry(when: { $0 }) }
        #expect(early.subscriptions == [Subscription(200, 230)])
    }

    @Test func handlerThrows() {
        let outcome = runHot(Scenario.values) { source -> Observable<Int> in
            source.retry(when: { (_: Observable<Swift.Error>) -> Observable<Int> in throw TestError.other })
        }
        #expect(outcome.events == [.error(200, TestError.other)])
        #expect(outcome.subscriptions == [])
    }
}

@Suite struct TimeoutTests {
    private func run(_ events: [Recorded<Event<Int>>], other: Observable<Int>? = nil, disposed: TestTime = 1000)
        -> Outcome<Int>
    {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable(events)
        let observer = scheduler.start(disposed: disposed) {
            if let other { return source.timeout(.seconds(30), other: other, scheduler: scheduler) }
            return source.timeout(.seconds(30), scheduler: scheduler)
        }
        return Outcome(events: observer.events, subscriptions: source.subscriptions)
    }

    @Test func failsWhenAGapIsTooLong() {
        let outcome = run([.next(210, 1), .next(235, 2), .next(270, 3), .completed(300)])
        #expect(outcome.events == [.next(210, 1), .next(235, 2), .error(265, RxError.timeout)])
        #expect(outcome.subscriptions == [Subscription(200, 265)])
    }

    @Test func switchesToTheOtherSequence() {
        let outcome = run([.next(210, 1)], other: .of(7, 8))
        #expect(outcome.events == [.next(210, 1), .next(240, 7), .next(240, 8), .completed(240)])
        #expect(outcome.subscriptions == [Subscription(200, 240)])
    }

    @Test func inTimeEventsPassThrough() {
        let outcome = run([.next(210, 1), .next(230, 2), .completed(250)])
        #expect(outcome.events == [.next(210, 1), .next(230, 2), .completed(250)])
        #expect(
            run([.next(210, 1), .error(220, TestError.boom)]).events == [.next(210, 1), .error(220, TestError.boom)])
    }

    @Test func neverTimesOutAndDisposeEarlyDoesNot() {
        #expect(run(Scenario.never).events == [.error(230, RxError.timeout)])
        let early = run(Scenario.never, disposed: 220)
        #expect(early.events == [])
        #expect(early.subscriptions == [Subscription(200, 220)])
    }
}

@Suite struct MaterializeTests {
    @Test func turnsEventsIntoElements() {
        let values = runHot(Scenario.values) { $0.materialize().map { $0.debugDescription } }
        #expect(
            values.events == [
                .next(210, "next(2)"), .next(240, "next(3)"), .next(290, "next(4)"), .next(300, "completed"),
                .completed(300),
            ])
        let failing = runHot(Scenario.failing) { $0.materialize() }
        #expect(failing.events == [.next(210, .next(2)), .next(250, .error(TestError.boom)), .completed(250)])
        #expect(failing.subscriptions == [Subscription(200, 250)])
        #expect(runHot(Scenario.never) { $0.materialize() }.events == [])
    }

    @Test func dematerializeRestoresTheEvents() {
        let roundTrip = runHot(Scenario.failing) { $0.materialize().dematerialize() }
        #expect(roundTrip.events == [.next(210, 2), .error(250, TestError.boom)])
        let values = runHot(Scenario.values) { $0.materialize().dematerialize() }
        #expect(values.events == [.next(210, 2), .next(240, 3), .next(290, 4), .completed(300)])
        #expect(runHot(Scenario.values, disposed: 220) { $0.materialize().dematerialize() }.events == [.next(210, 2)])
    }
}
