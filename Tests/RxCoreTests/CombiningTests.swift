import RxCore
import RxTest
import Testing

/// Two hot sources and the recorded result of combining them.
private struct TwoSources {
    let scheduler = TestScheduler(initialClock: 0)
    let first: TestableObservable<Int>
    let second: TestableObservable<Int>

    init(_ first: [Recorded<Event<Int>>], _ second: [Recorded<Event<Int>>]) {
        self.first = scheduler.createHotObservable(first)
        self.second = scheduler.createHotObservable(second)
    }

    func run<Element>(
        disposed: TestTime = 1000, _ combine: @escaping (Observable<Int>, Observable<Int>) -> Observable<Element>
    )
        -> [Recorded<Event<Element>>]
    {
        scheduler.start(disposed: disposed) { combine(first.asObservable(), second.asObservable()) }.events
    }
}

@Suite struct MergeTests {
    @Test func interleavesAndCompletesWhenAllComplete() {
        let sources = TwoSources(
            [.next(150, 1), .next(210, 2), .next(240, 3), .completed(260)],
            [.next(220, 10), .next(250, 20), .completed(300)])
        let events = sources.run { Observable.merge($0, $1) }
        #expect(events == [.next(210, 2), .next(220, 10), .next(240, 3), .next(250, 20), .completed(300)])
        #expect(sources.first.subscriptions == [Subscription(200, 260)])
        #expect(sources.second.subscriptions == [Subscription(200, 300)])
    }

    @Test func anErrorDisposesEverySource() {
        let sources = TwoSources([.next(210, 2), .error(230, TestError.boom)], [.next(220, 10), .completed(300)])
        let events = sources.run { Observable.merge([$0, $1]) }
        #expect(events == [.next(210, 2), .next(220, 10), .error(230, TestError.boom)])
        #expect(sources.first.subscriptions == [Subscription(200, 230)])
        #expect(sources.second.subscriptions == [Subscription(200, 230)])
    }

    @Test func neverEmptyAndDisposeEarly() {
        let sources = TwoSources(Scenario.never, Scenario.empty)
        #expect(sources.run { Observable.merge($0, $1) } == [])
        #expect(sources.first.subscriptions == [Subscription(200, 1000)])
        #expect(sources.second.subscriptions == [Subscription(200, 250)])
        let early = TwoSources(Scenario.values, Scenario.values)
        #expect(early.run(disposed: 220) { Observable.merge($0, $1) } == [.next(210, 2), .next(210, 2)])
        #expect(early.first.subscriptions == [Subscription(200, 220)])
    }

    @Test func maxConcurrentQueuesInnerSequencesInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let c = scheduler.createColdObservable([.next(5, 3), .completed(10)])
        let outer = scheduler.createHotObservable([
            .next(210, a.asObservable()), .next(215, b.asObservable()), .next(220, c.asObservable()), .completed(225),
        ])
        let observer = scheduler.start { outer.merge(maxConcurrent: 2) }
        #expect(observer.events == [.next(220, 1), .next(225, 2), .next(240, 3), .completed(245)])
        #expect(a.subscriptions == [Subscription(210, 240)])
        #expect(b.subscriptions == [Subscription(215, 235)])
        #expect(c.subscriptions == [Subscription(235, 245)])
        #expect(outer.subscriptions == [Subscription(200, 225)])
    }
}

@Suite struct ConcatTests {
    @Test func subscribesEachSequenceAfterThePreviousCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let second = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let observer = scheduler.start { first.concat(second) }
        #expect(observer.events == [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
        #expect(first.subscriptions == [Subscription(200, 230)])
        #expect(second.subscriptions == [Subscription(230, 250)])
    }

    @Test func anErrorStopsTheChain() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let second = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let observer = scheduler.start { Observable.concat(first.asObservable(), second.asObservable()) }
        #expect(observer.events == [.next(210, 1), .error(220, TestError.boom)])
        #expect(first.subscriptions == [Subscription(200, 220)])
        #expect(second.subscriptions == [])
    }

    @Test func neverBlocksTheRestAndDisposeEarlyReleasesTheCurrent() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1)])
        let second = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let observer = scheduler.start(disposed: 300) {
            Observable.concat([first.asObservable(), second.asObservable()])
        }
        #expect(observer.events == [.next(210, 1)])
        #expect(first.subscriptions == [Subscription(200, 300)])
        #expect(second.subscriptions == [])
    }

    @Test func concatOfSynchronousSequencesKeepsOrder() throws {
        let many = (0..<1000).map { Observable.just($0) }
        #expect(try Observable.concat(many).toBlocking().toArray() == Array(0..<1000))
    }
}

@Suite struct FlatMapTests {
    private func run(
        disposed: TestTime = 1000,
        _ selector: @escaping (Int) throws -> Observable<Int>
    ) -> Outcome<Int> {
        runHot([.next(150, 9), .next(210, 1), .next(230, 2), .completed(260)], disposed: disposed) {
            $0.flatMap(selector)
        }
    }

    @Test func mergesTheInnerSequences() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = [
            1: [Recorded<Event<Int>>]([.next(5, 10), .next(40, 11), .completed(50)]),
            2: [.next(5, 20), .completed(10)],
        ]
        let outer = scheduler.createHotObservable([.next(150, 9), .next(210, 1), .next(230, 2), .completed(240)])
        var created: [Int: TestableObservable<Int>] = [:]
        let observer = scheduler.start {
            outer.flatMap { key -> Observable<Int> in
                let inner = scheduler.createColdObservable(inners[key]!)
                created[key] = inner
                return inner.asObservable()
            }
        }
        #expect(observer.events == [.next(215, 10), .next(235, 20), .next(250, 11), .completed(260)])
        #expect(outer.subscriptions == [Subscription(200, 240)])
        #expect(created[1]?.subscriptions == [Subscription(210, 260)])
        #expect(created[2]?.subscriptions == [Subscription(230, 240)])
    }

    @Test func synchronousInnersAndEmptyOuter() {
        let outcome = run { .of($0, $0 * 10) }
        #expect(outcome.events == [.next(210, 1), .next(210, 10), .next(230, 2), .next(230, 20), .completed(260)])
        #expect(outcome.subscriptions == [Subscription(200, 260)])
        #expect(runHot(Scenario.empty) { $0.flatMap { Observable.just($0) } }.events == [.completed(250)])
        #expect(runHot(Scenario.never) { $0.flatMap { Observable.just($0) } }.events == [])
    }

    @Test func innerErrorAndOuterError() {
        let innerFails = run { $0 == 2 ? .error(TestError.other) : .just($0) }
        #expect(innerFails.events == [.next(210, 1), .error(230, TestError.other)])
        #expect(innerFails.subscriptions == [Subscription(200, 230)])
        let outerFails = runHot(Scenario.failing) { $0.flatMap { Observable.just($0) } }
        #expect(outerFails.events == [.next(210, 2), .error(250, TestError.boom)])
    }

    @Test func disposeEarlyAndSelectorThrows() {
        let early = run(disposed: 220) { _ in .never() }
        #expect(early.events == [])
        #expect(early.subscriptions == [Subscription(200, 220)])
        let throwing = run { value -> Observable<Int> in
            if value == 2 { throw TestError.boom }
            return .never()
        }
        #expect(throwing.events == [.error(230, TestError.boom)])
        #expect(throwing.subscriptions == [Subscription(200, 230)])
    }
}

@Suite struct ConcatMapTests {
    @Test func runsInnerSequencesOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        let observer = scheduler.start {
            outer.concatMap { value in
                scheduler.createColdObservable([.next(10, value), .next(20, value * 10), .completed(30)])
            }
        }
        #expect(observer.events == [.next(220, 1), .next(230, 10), .next(250, 2), .next(260, 20), .completed(270)])
        #expect(outer.subscriptions == [Subscription(200, 220)])
    }

    @Test func selectorThrowsAndError() {
        let throwing = runHot(Scenario.values) { source in
            source.concatMap { value -> Observable<Int> in
                if value == 3 { throw TestError.boom }
                return .just(value)
            }
        }
        #expect(throwing.events == [.next(210, 2), .error(240, TestError.boom)])
        #expect(
            runHot(Scenario.failing) { $0.concatMap { Observable.just($0) } }.events == [
                .next(210, 2), .error(250, TestError.boom),
            ])
    }
}

@Suite struct FlatMapLatestTests {
    @Test func switchesToTheNewestInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(100)])
        let second = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let outer = scheduler.createHotObservable([.next(210, 0), .next(235, 1), .completed(240)])
        let observer = scheduler.start { outer.flatMapLatest { $0 == 0 ? first : second } }
        #expect(observer.events == [.next(220, 1), .next(245, 3), .completed(255)])
        #expect(first.subscriptions == [Subscription(210, 235)])
        #expect(second.subscriptions == [Subscription(235, 255)])
        #expect(outer.subscriptions == [Subscription(200, 240)])
    }

    @Test func neverEmptyErrorAndSelectorThrows() {
        #expect(runHot(Scenario.never) { $0.flatMapLatest { Observable.just($0) } }.events == [])
        #expect(runHot(Scenario.empty) { $0.flatMapLatest { Observable.just($0) } }.events == [.completed(250)])
        #expect(
            runHot(Scenario.failing) { $0.flatMapLatest { Observable.just($0) } }.events == [
                .next(210, 2), .error(250, TestError.boom),
            ])
        let throwing = runHot(Scenario.values) { source in
            source.flatMapLatest { value -> Observable<Int> in
                if value == 3 { throw TestError.boom }
                return .just(value)
            }
        }
        #expect(throwing.events == [.next(210, 2), .error(240, TestError.boom)])
        #expect(throwing.subscriptions == [Subscription(200, 240)])
    }

    @Test func disposeEarlyReleasesTheInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([Recorded<Event<Int>>.next(100, 1)])
        let outer = scheduler.createHotObservable([.next(210, 0)])
        let observer = scheduler.start(disposed: 250) { outer.flatMapLatest { _ in inner } }
        #expect(observer.events == [])
        #expect(inner.subscriptions == [Subscription(210, 250)])
    }
}

@Suite struct ZipTests {
    @Test func pairsElementsByIndex() {
        let sources = TwoSources(
            [.next(150, 1), .next(210, 2), .next(220, 3), .completed(400)],
            [.next(230, 10), .next(240, 20), .next(250, 30), .completed(500)])
        let events = sources.run { Observable.zip($0, $1) { "\($0)-\($1)" } }
        #expect(events == [.next(230, "2-10"), .next(240, "3-20"), .completed(400)])
        #expect(sources.first.subscriptions == [Subscription(200, 400)])
        #expect(sources.second.subscriptions == [Subscription(200, 400)])
    }

    @Test func completesOnceACompletedSourceHasNothingLeftToPair() {
        let sources = TwoSources([.next(210, 1), .completed(220)], [.next(230, 10), .next(240, 20), .completed(300)])
        let events = sources.run { Observable.zip($0, $1).map { $0 + $1 } }
        #expect(events == [.next(230, 11), .completed(230)])
        #expect(sources.second.subscriptions == [Subscription(200, 230)])
    }

    @Test func errorNeverAndDisposeEarly() {
        let failing = TwoSources([.next(210, 1), .error(220, TestError.boom)], Scenario.never)
        #expect(failing.run { Observable.zip($0, $1) { $0 + $1 } } == [.error(220, TestError.boom)])
        #expect(failing.second.subscriptions == [Subscription(200, 220)])
        let early = TwoSources(Scenario.values, Scenario.values)
        #expect(early.run(disposed: 245) { Observable.zip($0, $1) { $0 + $1 } } == [.next(210, 4), .next(240, 6)])
        #expect(early.first.subscriptions == [Subscription(200, 245)])
    }

    @Test func collectionAndThreeSourcesAndThrowingSelector() throws {
        let three = Observable.zip(Observable.of(1, 2), Observable.of("a", "b"), Observable.of(true, false))
        #expect(try three.map { "\($0)\($1)\($2)" }.toBlocking().toArray() == ["1atrue", "2bfalse"])
        #expect(try Observable.zip([Observable.of(1, 2), .of(3, 4)]).toBlocking().toArray() == [[1, 3], [2, 4]])
        let sources = TwoSources(Scenario.values, Scenario.values)
        let events = sources.run {
            Observable.zip($0, $1) { a, _ -> Int in
                if a == 3 { throw TestError.boom }
                return a
            }
        }
        #expect(events == [.next(210, 2), .error(240, TestError.boom)])
    }
}

@Suite struct CombineLatestTests {
    @Test func combinesTheLatestElements() {
        let sources = TwoSources(
            [.next(150, 1), .next(210, 2), .next(240, 3), .completed(300)],
            [.next(220, 10), .next(230, 20), .completed(400)])
        let events = sources.run { Observable.combineLatest($0, $1) { $0 + $1 } }
        #expect(events == [.next(220, 12), .next(230, 22), .next(240, 23), .completed(400)])
        #expect(sources.first.subscriptions == [Subscription(200, 300)])
        #expect(sources.second.subscriptions == [Subscription(200, 400)])
    }

    @Test func completesWhenASourceCompletesWithoutAnyElement() {
        let sources = TwoSources(Scenario.empty, Scenario.never)
        #expect(sources.run { Observable.combineLatest($0, $1) { $0 + $1 } } == [.completed(250)])
        #expect(sources.second.subscriptions == [Subscription(200, 250)])
    }

    @Test func errorAndDisposeEarlyAndThrowingSelector() throws {
        let failing = TwoSources(Scenario.failing, [.next(205, 10)])
        #expect(
            failing.run { Observable.combineLatest($0, $1) { $0 + $1 } } == [
                .next(210, 12), .error(250, TestError.boom),
            ])
        let early = TwoSources(Scenario.values, [.next(205, 10)])
        #expect(early.run(disposed: 230) { Observable.combineLatest($0, $1) { $0 + $1 } } == [.next(210, 12)])
        #expect(early.first.subscriptions == [Subscription(200, 230)])
        let throwing = TwoSources(Scenario.values, [.next(205, 10)])
        let events = throwing.run {
            Observable.combineLatest($0, $1) { a, b -> Int in
                if a == 3 { throw TestError.boom }
                return a + b
            }
        }
        #expect(events == [.next(210, 12), .error(240, TestError.boom)])
        #expect(
            try Observable.combineLatest([Observable.just(1), .of(2, 3)]).toBlocking().toArray() == [[1, 2], [1, 3]])
        let pair = try Observable.combineLatest(Observable.just(1), Observable.just("a")).toBlocking().single()
        #expect(pair.0 == 1 && pair.1 == "a")
    }
}

@Suite struct ConcatMapEagerTests {
    /// Cold inner sequences: the value's tens say when it completes, in offsets from its
    /// subscription.
    private func inner(_ scheduler: TestScheduler, _ value: Int) -> TestableObservable<Int> {
        scheduler.createColdObservable([.next(value * 10 - 5, value), .completed(value * 10)])
    }

    @Test func runsSideBySideAndDeliversInTheSourcesOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let slow = scheduler.createColdObservable([.next(5, 1), .next(30, 2), .completed(40)])
        let fast = scheduler.createColdObservable([.next(5, 3), .next(10, 4), .completed(15)])
        let last = scheduler.createColdObservable([.next(5, 5), .completed(10)])
        let sources = [slow, fast, last]
        let outer = scheduler.createHotObservable([.next(210, 0), .next(215, 1), .next(220, 2), .completed(225)])
        let observer = scheduler.start { outer.concatMapEager(maxConcurrent: 3) { sources[$0] } }
        #expect(
            observer.events == [
                .next(215, 1), .next(240, 2), .next(250, 3), .next(250, 4), .next(250, 5), .completed(250),
            ])
        #expect(slow.subscriptions == [Subscription(210, 250)])
        #expect(fast.subscriptions == [Subscription(215, 230)])
        #expect(last.subscriptions == [Subscription(220, 230)])
        #expect(outer.subscriptions == [Subscription(200, 225)])
    }

    @Test func holdsAtMostMaxConcurrentUndeliveredSequences() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (1...3).map { inner(scheduler, $0) }
        let outer = scheduler.createHotObservable([.next(210, 2), .next(210, 0), .next(210, 1), .completed(210)])
        let observer = scheduler.start { outer.concatMapEager(maxConcurrent: 2) { sources[$0] } }
        // The third waits until the first (taking 30) delivered, though the second (10) is done.
        #expect(observer.events == [.next(235, 3), .next(240, 1), .next(255, 2), .completed(260)])
        #expect(sources[2].subscriptions == [Subscription(210, 240)])
        #expect(sources[0].subscriptions == [Subscription(210, 220)])
        #expect(sources[1].subscriptions == [Subscription(240, 260)])
    }

    @Test(arguments: [("never", Scenario.never), ("empty", Scenario.empty), ("values", Scenario.values)])
    func behavesAsConcatMapForSequencesThatEndAtOnce(name: String, events: [Recorded<Event<Int>>]) {
        let eager = runHot(events) { $0.concatMapEager(maxConcurrent: 2) { Observable.just($0 * 10) } }
        let plain = runHot(events) { $0.concatMap { Observable.just($0 * 10) } }
        #expect(eager.events == plain.events, "\(name)")
        #expect(eager.subscriptions == plain.subscriptions, "\(name)")
    }

    @Test func anErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let held = scheduler.createColdObservable([.next(5, 1), .completed(50)])
        let failing = scheduler.createColdObservable([.next(5, 2), .error(10, TestError.boom)])
        let sources = [held, failing]
        let outer = scheduler.createHotObservable([.next(210, 0), .next(210, 1)])
        let observer = scheduler.start { outer.concatMapEager(maxConcurrent: 2) { sources[$0] } }
        #expect(observer.events == [.next(215, 1), .error(220, TestError.boom)])
        #expect(held.subscriptions == [Subscription(210, 220)])
        #expect(outer.subscriptions == [Subscription(200, 220)])
        let outerFails = runHot(Scenario.failing) { $0.concatMapEager(maxConcurrent: 2) { Observable.just($0) } }
        #expect(outerFails.events == [.next(210, 2), .error(250, TestError.boom)])
    }

    @Test func disposingEarlyReleasesTheSourceAndEveryInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (1...2).map { _ in scheduler.createColdObservable([.next(100, 1), .completed(200)]) }
        let outer = scheduler.createHotObservable([.next(210, 0), .next(220, 1)])
        let observer = scheduler.start(disposed: 250) { outer.concatMapEager(maxConcurrent: 2) { sources[$0] } }
        #expect(observer.events.isEmpty)
        #expect(sources[0].subscriptions == [Subscription(210, 250)])
        #expect(sources[1].subscriptions == [Subscription(220, 250)])
        #expect(outer.subscriptions == [Subscription(200, 250)])
    }

    @Test func aThrowingSelectorIsAnError() {
        let outcome = runHot(Scenario.values) { source in
            source.concatMapEager(maxConcurrent: 2) { value -> Observable<Int> in
                if value == 3 { throw TestError.boom }
                return .just(value)
            }
        }
        #expect(outcome.events == [.next(210, 2), .error(240, TestError.boom)])
        #expect(outcome.subscriptions == [Subscription(200, 240)])
    }
}
