import RxCore
import RxTest

/// The error the scenarios fail with.
enum TestError: Swift.Error, Equatable {
    case boom
    case other
}

/// The standard source scenarios of RxSwift's operator tests, as hot observables: an element
/// before the subscription at 200 that must not be seen, then the scenario's events.
enum Scenario {
    /// No terminal event.
    static let never: [Recorded<Event<Int>>] = [.next(150, 1)]
    /// Completes without elements.
    static let empty: [Recorded<Event<Int>>] = [.next(150, 1), .completed(250)]
    /// Three elements, then completion.
    static let values: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(210, 2), .next(240, 3), .next(290, 4), .completed(300),
    ]
    /// One element, then an error.
    static let failing: [Recorded<Event<Int>>] = [.next(150, 1), .next(210, 2), .error(250, TestError.boom)]
}

/// What a run recorded: the observer's events and the source's subscriptions.
struct Outcome<Element> {
    let events: [Recorded<Event<Element>>]
    let subscriptions: [Subscription]
}

/// Runs `transform` over a hot source playing `events`, subscribing at 200 and disposing at
/// `disposed`.
func runHot<Element>(
    _ events: [Recorded<Event<Int>>],
    disposed: TestTime = 1000,
    _ transform: @escaping (Observable<Int>) -> Observable<Element>
) -> Outcome<Element> {
    runHot(events, disposed: disposed) { source, _ in transform(source) }
}

/// Runs `transform` over a hot source playing `events`, giving it the scheduler for
/// time-based operators.
func runHot<Element>(
    _ events: [Recorded<Event<Int>>],
    disposed: TestTime = 1000,
    _ transform: @escaping (Observable<Int>, TestScheduler) -> Observable<Element>
) -> Outcome<Element> {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable(events)
    let observer = scheduler.start(disposed: disposed) { transform(source.asObservable(), scheduler) }
    return Outcome(events: observer.events, subscriptions: source.subscriptions)
}

/// A mutable value that scheduler closures (which must be `@Sendable`) can update. Only for
/// closures run by a `TestScheduler`, which runs everything on the test's own thread.
final class Box<Value>: @unchecked Sendable {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
