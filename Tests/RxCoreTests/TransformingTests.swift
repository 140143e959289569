import RxCore
import RxTest
import Testing

@Suite struct MapTests {
    @Test func never() {
        let outcome = runHot(Scenario.never) { $0.map { $0 * 2 } }
        #expect(outcome.events == [])
        #expect(outcome.subscriptions == [Subscription(200, 1000)])
    }

    @Test func empty() {
        let outcome = runHot(Scenario.empty) { $0.map { $0 * 2 } }
        #expect(outcome.events == [.completed(250)])
        #expect(outcome.subscriptions == [Subscription(200, 250)])
    }

    @Test func values() {
        let outcome = runHot(Scenario.values) { $0.map { $0 * 2 } }
        #expect(outcome.events == [.next(210, 4), .next(240, 6), .next(290, 8), .completed(300)])
        #expect(outcome.subscriptions == [Subscription(200, 300)])
    }

    @Test func error() {
        let outcome = runHot(Scenario.failing) { $0.map { $0 * 2 } }
        #expect(outcome.events == [.next(210, 4), .error(250, TestError.boom)])
        #expect(outcome.subscriptions == [Subscription(200, 250)])
    }

    @Test func disposeEarly() {
        let outcome = runHot(Scenario.values, disposed: 250) { $0.map { $0 * 2 } }
        #expect(outcome.events == [.next(210, 4), .next(240, 6)])
        #expect(outcome.subscriptions == [Subscription(200, 250)])
    }

    @Test func closureThrows() {
        let outcome = runHot(Scenario.values) { source in
            source.map { value -> Int in
                if value == 3 { throw TestError.boom }
                return value * 2
            }
        }
        #expect(outcome.events == [.next(210, 4), .error(240, TestError.boom)])
        #expect(outcome.subscriptions == [Subscription(200, 240)])
    }
}

@Suite struct CompactMapTests {
    @Test func dropsNilResults() {
        let outcome = runHot(Scenario.values) { $0.compactMap { $0 % 2 == 0 ? $0 * 10 : nil } }
        #expect(outcome.events == [.next(210, 20), .next(290, 40), .completed(300)])
        #expect(outcome.subscriptions == [Subscription(200, 300)])
    }

    @Test func neverEmptyAndError() {
        #expect(runHot(Scenario.never) { $0.compactMap { $0 } }.events == [])
        #expect(runHot(Scenario.empty) { $0.compactMap { $0 } }.events == [.completed(250)])
        let failing = runHot(Scenario.failing) { $0.compactMap { $0 } }
        #expect(failing.events == [.next(210, 2), .error(250, TestError.boom)])
        #expect(failing.subscriptions == [Subscription(200, 250)])
    }

    @Test func disposeEarly() {
        let outcome = runHot(Scenario.values, disposed: 230) { $0.compactMap { $0 } }
        #expect(outcome.events == [.next(210, 2)])
        #expect(outcome.subscriptions == [Subscription(200, 230)])
    }

    @Test func closureThrows() {
        let outcome = runHot(Scenario.values) { source in
            source.compactMap { value -> Int? in
                if value == 4 { throw TestError.boom }
                return value
            }
        }
        #expect(outcome.events == [.next(210, 2), .next(240, 3), .error(290, TestError.boom)])
        #expect(outcome.subscriptions == [Subscription(200, 290)])
    }
}

@Suite struct ScanTests {
    @Test func emitsEveryIntermediateResult() {
        let outcome = runHot(Scenario.values) { $0.scan(100) { $0 + $1 } }
        #expect(outcome.events == [.next(210, 102), .next(240, 105), .next(290, 109), .completed(300)])
        #expect(outcome.subscriptions == [Subscription(200, 300)])
    }

    @Test func scanIntoMutatesTheAccumulator() {
        let outcome = runHot(Scenario.values) { $0.scan(into: [Int]()) { $0.append($1) } }
        #expect(outcome.events == [.next(210, [2]), .next(240, [2, 3]), .next(290, [2, 3, 4]), .completed(300)])
    }

    @Test func neverEmptyErrorAndDisposeEarly() {
        #expect(runHot(Scenario.never) { $0.scan(0, accumulator: +) }.events == [])
        #expect(runHot(Scenario.empty) { $0.scan(0, accumulator: +) }.events == [.completed(250)])
        #expect(
            runHot(Scenario.failing) { $0.scan(0, accumulator: +) }.events == [
                .next(210, 2), .error(250, TestError.boom),
            ])
        let early = runHot(Scenario.values, disposed: 245) { $0.scan(0, accumulator: +) }
        #expect(early.events == [.next(210, 2), .next(240, 5)])
        #expect(early.subscriptions == [Subscription(200, 245)])
    }

    @Test func closureThrows() {
        let outcome = runHot(Scenario.values) { source in
            source.scan(0) { sum, value in
                if value == 3 { throw TestError.boom }
                return sum + value
            }
        }
        #expect(outcome.events == [.next(210, 2), .error(240, TestError.boom)])
        #expect(outcome.subscriptions == [Subscription(200, 240)])
    }
}

@Suite struct ReduceTests {
    @Test func emitsTheTotalOnCompletion() {
        let outcome = runHot(Scenario.values) { $0.reduce(0, accumulator: +) }
        #expect(outcome.events == [.next(300, 9), .completed(300)])
        #expect(outcome.subscriptions == [Subscription(200, 300)])
    }

    @Test func emptyEmitsTheSeed() {
        let outcome = runHot(Scenario.empty) { $0.reduce(7, accumulator: +) }
        #expect(outcome.events == [.next(250, 7), .completed(250)])
    }

    @Test func mapResultTransformsTheTotal() {
        let outcome = runHot(Scenario.values) { $0.reduce(0, accumulator: +, mapResult: { "sum \($0)" }) }
        #expect(outcome.events == [.next(300, "sum 9"), .completed(300)])
    }

    @Test func neverErrorAndDisposeEarly() {
        #expect(runHot(Scenario.never) { $0.reduce(0, accumulator: +) }.events == [])
        #expect(runHot(Scenario.failing) { $0.reduce(0, accumulator: +) }.events == [.error(250, TestError.boom)])
        let early = runHot(Scenario.values, disposed: 295) { $0.reduce(0, accumulator: +) }
        #expect(early.events == [])
        #expect(early.subscriptions == [Subscription(200, 295)])
    }

    @Test func closuresThrow() {
        let accumulatorThrows = runHot(Scenario.values) { source in
            source.reduce(0) { sum, value in
                if value == 3 { throw TestError.boom }
                return sum + value
            }
        }
        #expect(accumulatorThrows.events == [.error(240, TestError.boom)])
        #expect(accumulatorThrows.subscriptions == [Subscription(200, 240)])
        let mapResultThrows = runHot(Scenario.values) { source in
            source.reduce(0, accumulator: +, mapResult: { _ -> Int in throw TestError.other })
        }
        #expect(mapResultThrows.events == [.error(300, TestError.other)])
    }
}

@Suite struct ToArrayTests {
    @Test func collectsAllElements() {
        let outcome = runHot(Scenario.values) { $0.toArray() }
        #expect(outcome.events == [.next(300, [2, 3, 4]), .completed(300)])
        #expect(outcome.subscriptions == [Subscription(200, 300)])
    }

    @Test func neverEmptyErrorAndDisposeEarly() {
        #expect(runHot(Scenario.never) { $0.toArray() }.events == [])
        #expect(runHot(Scenario.empty) { $0.toArray() }.events == [.next(250, []), .completed(250)])
        #expect(runHot(Scenario.failing) { $0.toArray() }.events == [.error(250, TestError.boom)])
        #expect(runHot(Scenario.values, disposed: 260) { $0.toArray() }.events == [])
    }
}

@Suite struct EnumeratedTests {
    @Test func countsFromZero() {
        let outcome = runHot(Scenario.values) { $0.enumerated().map { "\($0.index):\($0.element)" } }
        #expect(outcome.events == [.next(210, "0:2"), .next(240, "1:3"), .next(290, "2:4"), .completed(300)])
        #expect(outcome.subscriptions == [Subscription(200, 300)])
    }

    @Test func neverEmptyErrorAndDisposeEarly() {
        #expect(runHot(Scenario.never) { $0.enumerated().map { $0.index } }.events == [])
        #expect(runHot(Scenario.empty) { $0.enumerated().map { $0.index } }.events == [.completed(250)])
        #expect(
            runHot(Scenario.failing) { $0.enumerated().map { $0.index } }.events == [
                .next(210, 0), .error(250, TestError.boom),
            ])
        #expect(runHot(Scenario.values, disposed: 220) { $0.enumerated().map { $0.index } }.events == [.next(210, 0)])
    }
}

@Suite struct StartWithTests {
    @Test func emitsThePrefixOnSubscription() {
        let outcome = runHot(Scenario.values) { $0.startWith(-1, 0) }
        #expect(
            outcome.events == [
                .next(200, -1), .next(200, 0), .next(210, 2), .next(240, 3), .next(290, 4), .completed(300),
            ])
        #expect(outcome.subscriptions == [Subscription(200, 300)])
    }

    @Test func neverEmptyAndError() {
        #expect(runHot(Scenario.never) { $0.startWith(0) }.events == [.next(200, 0)])
        #expect(runHot(Scenario.empty) { $0.startWith(0) }.events == [.next(200, 0), .completed(250)])
        #expect(
            runHot(Scenario.failing) { $0.startWith(0) }.events == [
                .next(200, 0), .next(210, 2), .error(250, TestError.boom),
            ])
    }
}
