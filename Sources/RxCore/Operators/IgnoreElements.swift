extension ObservableType {
    /// Drops every element and keeps only the terminal event.
    public func ignoreElements() -> Observable<Never> {
        .chained(to: asObservable()) { IgnoreElementsSink(observer: $0) }
    }
}

final class IgnoreElementsSink<SourceElement>: Sink<Never>, SourceObserver, @unchecked Sendable {
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next: return
        case .error(let error): forwardError(error)
        case .completed: forwardTerminal(.completed)
        }
    }
}
