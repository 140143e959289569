extension ObservableType {
    /// Drops the first `count` elements.
    public func skip(_ count: Int) -> Observable<Element> {
        .chained(to: asObservable()) { SkipSink(count: count, observer: $0) }
    }
}

final class SkipSink<Element>: Sink<Element>, SourceObserver, @unchecked Sendable {
    private var remaining: Int

    init(count: Int, observer: AnyObserver<Element>) {
        remaining = count
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if remaining > 0 {
                remaining -= 1
            } else {
                forwardNext(element)
            }
        case .error(let error): forwardError(error)
        case .completed: forwardTerminal(.completed)
        }
    }
}
