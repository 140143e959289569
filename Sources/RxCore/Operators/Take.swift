extension ObservableType {
    /// The first `count` elements, then `.completed`, releasing the source at once.
    public func take(_ count: Int) -> Observable<Element> {
        if count <= 0 { return .empty() }
        return .chained(to: asObservable()) { TakeSink(count: count, observer: $0) }
    }
}

final class TakeSink<Element>: Sink<Element>, SourceObserver, @unchecked Sendable {
    private var remaining: Int

    init(count: Int, observer: AnyObserver<Element>) {
        remaining = count
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            guard remaining > 0 else { return }
            remaining -= 1
            forwardNext(element)
            if remaining == 0 { forwardTerminal(.completed) }
        case .error(let error): forwardError(error)
        case .completed: forwardTerminal(.completed)
        }
    }
}
