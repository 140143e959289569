import RxCore
import Testing

/// A stand-in for a session that gets reactive extensions.
private final class Counter: ReactiveCompatible {
    var value = 41
}

extension Reactive where Base: Counter {
    /// The counter's next value, as a sequence.
    fileprivate var next: Observable<Int> { .just(base.value + 1) }
}

@Suite struct ReactiveTests {
    @Test func extensionsAreReachableThroughRx() throws {
        let counter = Counter()
        #expect(try counter.rx.next.toBlocking().single() == 42)
        #expect(counter.rx.value == 41)
        #expect(Counter.rx == Reactive<Counter>.self)
    }
}
