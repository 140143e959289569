import RxCore
import RxTest
import Testing

@Suite struct FilterTests {
    @Test func keepsMatchingElements() {
        let outcome = runHot(Scenario.values) { $0.filter { $0 % 2 == 0 } }
        #expect(outcome.events == [.next(210, 2), .next(290, 4), .completed(300)])
        #expect(outcome.subscriptions == [Subscription(200, 300)])
    }

    @Test func neverEmptyErrorAndDisposeEarly() {
        let never = runHot(Scenario.never) { $0.filter { _ in true } }
        #expect(never.events == [])
        #expect(never.subscriptions == [Subscription(200, 1000)])
        #expect(runHot(Scenario.empty) { $0.filter { _ in true } }.events == [.completed(250)])
        let failing = runHot(Scenario.failing) { $0.filter { _ in true } }
        #expect(failing.events == [.next(210, 2), .error(250, TestError.boom)])
        #expect(failing.subscriptions == [Subscription(200, 250)])
        let early = runHot(Scenario.values, disposed: 235) { $0.filter { _ in true } }
        #expect(early.events == [.next(210, 2)])
        #expect(early.subscriptions == [Subscription(200, 235)])
    }

    @Test func closureThrows() {
        let outcome = runHot(Scenario.values) { source in
            source.filter { value in
                if value == 3 { throw TestError.boom }
                return true
            }
        }
        #expect(outcome.events == [.next(210, 2), .error(240, TestError.boom)])
        #expect(outcome.subscriptions == [Subscription(200, 240)])
    }
}

@Suite struct TakeTests {
    @Test func takesTheFirstElementsAndReleasesTheSource() {
        let outcome = runHot(Scenario.values) { $0.take(2) }
        #expect(outcome.events == [.next(210, 2), .next(240, 3), .completed(240)])
        #expect(outcome.subscriptions == [Subscription(200, 240)])
    }

    @Test func takeZeroCompletesWithoutSubscribing() {
        let outcome = runHot(Scenario.values) { $0.take(0) }
        #expect(outcome.events == [.completed(200)])
        #expect(outcome.subscriptions == [])
    }

    @Test func neverEmptyErrorAndDisposeEarly() {
        #expect(runHot(Scenario.never) { $0.take(3) }.subscriptions == [Subscription(200, 1000)])
        #expect(runHot(Scenario.empty) { $0.take(3) }.events == [.completed(250)])
        #expect(runHot(Scenario.failing) { $0.take(3) }.events == [.next(210, 2), .error(250, TestError.boom)])
        let early = runHot(Scenario.values, disposed: 220) { $0.take(3) }
        #expect(early.events == [.next(210, 2)])
        #expect(early.subscriptions == [Subscription(200, 220)])
    }

    @Test func moreThanAvailablePassesCompletion() {
        let outcome = runHot(Scenario.values) { $0.take(10) }
        #expect(outcome.events == [.next(210, 2), .next(240, 3), .next(290, 4), .completed(300)])
    }
}

@Suite struct SkipTests {
    @Test func dropsTheFirstElements() {
        let outcome = runHot(Scenario.values) { $0.skip(2) }
        #expect(outcome.events == [.next(290, 4), .completed(300)])
        #expect(outcome.subscriptions == [Subscription(200, 300)])
    }

    @Test func neverEmptyErrorAndDisposeEarly() {
        #expect(runHot(Scenario.never) { $0.skip(1) }.subscriptions == [Subscription(200, 1000)])
        #expect(runHot(Scenario.empty) { $0.skip(1) }.events == [.completed(250)])
        #expect(runHot(Scenario.failing) { $0.skip(1) }.events == [.error(250, TestError.boom)])
        let early = runHot(Scenario.values, disposed: 250) { $0.skip(1) }
        #expect(early.events == [.next(240, 3)])
        #expect(early.subscriptions == [Subscription(200, 250)])
    }
}

@Suite struct TakeWhileTests {
    @Test func completesAtTheFirstFailingElement() {
        let outcome = runHot(Scenario.values) { $0.take(while: { $0 < 4 }) }
        #expect(outcome.events == [.next(210, 2), .next(240, 3), .completed(290)])
        #expect(outcome.subscriptions == [Subscription(200, 290)])
    }

    @Test func inclusiveEmitsTheEndingElement() {
        let outcome = runHot(Scenario.values) { $0.take(while: { $0 < 3 }, behavior: .inclusive) }
        #expect(outcome.events == [.next(210, 2), .next(240, 3), .completed(240)])
    }

    @Test func takeUntilPredicateIsTheNegation() {
        let outcome = runHot(Scenario.values) { $0.take(until: { $0 == 3 }) }
        #expect(outcome.events == [.next(210, 2), .completed(240)])
        #expect(outcome.subscriptions == [Subscription(200, 240)])
    }

    @Test func neverEmptyErrorAndDisposeEarly() {
        #expect(runHot(Scenario.never) { $0.take(while: { _ in true }) }.events == [])
        #expect(runHot(Scenario.empty) { $0.take(while: { _ in true }) }.events == [.completed(250)])
        #expect(
            runHot(Scenario.failing) { $0.take(while: { _ in true }) }.events == [
                .next(210, 2), .error(250, TestError.boom),
            ])
        let early = runHot(Scenario.values, disposed: 230) { $0.take(while: { _ in true }) }
        #expect(early.events == [.next(210, 2)])
        #expect(early.subscriptions == [Subscription(200, 230)])
    }

    @Test func closureThrows() {
        let outcome = runHot(Scenario.values) { source in
            source.take(while: { value in
                if value == 3 { throw TestError.boom }
                return true
            })
        }
        #expect(outcome.events == [.next(210, 2), .error(240, TestError.boom)])
        #expect(outcome.subscriptions == [Subscription(200, 240)])
    }
}

@Suite struct TakeUntilTests {
    private func run(other events: [Recorded<Event<String>>], disposed: TestTime = 1000)
        -> (Outcome<Int>, [Subscription])
    {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable(Scenario.values)
        let other = scheduler.createHotObservable(events)
        let observer = scheduler.start(disposed: disposed) { source.take(until: other) }
        return (Outcome(events: observer.events, subscriptions: source.subscriptions), other.subscriptions)
    }

    @Test func completesWhenTheOtherEmits() {
        let (outcome, other) = run(other: [.next(150, "early"), .next(255, "stop"), .completed(260)])
        #expect(outcome.events == [.next(210, 2), .next(240, 3), .completed(255)])
        #expect(outcome.subscriptions == [Subscription(200, 255)])
        #expect(other == [Subscription(200, 255)])
    }

    @Test func ignoresTheOthersCompletion() {
        let (outcome, other) = run(other: [.completed(225)])
        #expect(outcome.events == [.next(210, 2), .next(240, 3), .next(290, 4), .completed(300)])
        #expect(other == [Subscription(200, 225)])
    }

    @Test func forwardsTheOthersError() {
        let (outcome, other) = run(other: [.error(230, TestError.other)])
        #expect(outcome.events == [.next(210, 2), .error(230, TestError.other)])
        #expect(outcome.subscriptions == [Subscription(200, 230)])
        #expect(other == [Subscription(200, 230)])
    }

    @Test func neverOtherAndDisposeEarly() {
        let (outcome, other) = run(other: [], disposed: 245)
        #expect(outcome.events == [.next(210, 2), .next(240, 3)])
        #expect(outcome.subscriptions == [Subscription(200, 245)])
        #expect(other == [Subscription(200, 245)])
    }
}

@Suite struct DistinctUntilChangedTests {
    private let events: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(210, 2), .next(215, 2), .next(220, 3), .next(230, 2), .next(240, 2), .completed(250),
    ]

    @Test func dropsConsecutiveDuplicates() {
        let outcome = runHot(events) { $0.distinctUntilChanged() }
        #expect(outcome.events == [.next(210, 2), .next(220, 3), .next(230, 2), .completed(250)])
        #expect(outcome.subscriptions == [Subscription(200, 250)])
    }

    @Test func comparesByKey() {
        let outcome = runHot(events) { $0.distinctUntilChanged { $0 % 2 } }
        #expect(outcome.events == [.next(210, 2), .next(220, 3), .next(230, 2), .completed(250)])
        let everythingEqual = runHot(events) { $0.distinctUntilChanged { _, _ in true } }
        #expect(everythingEqual.events == [.next(210, 2), .completed(250)])
    }

    @Test func neverEmptyErrorAndDisposeEarly() {
        #expect(runHot(Scenario.never) { $0.distinctUntilChanged() }.events == [])
        #expect(runHot(Scenario.empty) { $0.distinctUntilChanged() }.events == [.completed(250)])
        #expect(
            runHot(Scenario.failing) { $0.distinctUntilChanged() }.events == [
                .next(210, 2), .error(250, TestError.boom),
            ])
        let early = runHot(events, disposed: 225) { $0.distinctUntilChanged() }
        #expect(early.events == [.next(210, 2), .next(220, 3)])
        #expect(early.subscriptions == [Subscription(200, 225)])
    }

    @Test func closuresThrow() {
        let keyThrows = runHot(events) { source in
            source.distinctUntilChanged { value -> Int in
                if value == 3 { throw TestError.boom }
                return value
            }
        }
        #expect(keyThrows.events == [.next(210, 2), .error(220, TestError.boom)])
        #expect(keyThrows.subscriptions == [Subscription(200, 220)])
        let comparerThrows = runHot(events) { $0.distinctUntilChanged { _, _ -> Bool in throw TestError.other } }
        #expect(comparerThrows.events == [.next(210, 2), .error(215, TestError.other)])
    }
}

@Suite struct IgnoreElementsTests {
    @Test func keepsOnlyTheTerminalEvent() {
        let outcome = runHot(Scenario.values) { $0.ignoreElements() }
        #expect(outcome.events == [.completed(300)])
        #expect(outcome.subscriptions == [Subscription(200, 300)])
        #expect(runHot(Scenario.failing) { $0.ignoreElements() }.events == [.error(250, TestError.boom)])
        #expect(runHot(Scenario.never) { $0.ignoreElements() }.events == [])
        #expect(
            runHot(Scenario.values, disposed: 250) { $0.ignoreElements() }.subscriptions == [Subscription(200, 250)])
    }
}

@Suite struct DebounceTests {
    private let events: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(210, 2), .next(220, 3), .next(260, 4), .next(300, 5), .completed(310),
    ]

    private func run(_ events: [Recorded<Event<Int>>], disposed: TestTime = 1000) -> Outcome<Int> {
        runHot(events, disposed: disposed) { source, scheduler in source.debounce(.seconds(20), scheduler: scheduler) }
    }

    @Test func emitsAfterQuietPeriodsAndFlushesOnCompletion() {
        let outcome = run(events)
        #expect(outcome.events == [.next(240, 3), .next(280, 4), .next(310, 5), .completed(310)])
        #expect(outcome.subscriptions == [Subscription(200, 310)])
    }

    @Test func errorDropsThePendingElement() {
        let outcome = run([.next(210, 2), .next(240, 3), .error(250, TestError.boom)])
        #expect(outcome.events == [.next(230, 2), .error(250, TestError.boom)])
    }

    @Test func neverEmptyAndDisposeEarly() {
        #expect(run(Scenario.never).events == [])
        #expect(run(Scenario.empty).events == [.completed(250)])
        let early = run(events, disposed: 235)
        #expect(early.events == [])
        #expect(early.subscriptions == [Subscription(200, 235)])
    }
}
