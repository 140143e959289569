extension ObservableType {
    /// Emits each event of the source as an element, then completes.
    public func materialize() -> Observable<Event<Element>> {
        .chained(to: asObservable()) { MaterializeSink(observer: $0) }
    }
}

final class MaterializeSink<SourceElement>: Sink<Event<SourceElement>>, SourceObserver, @unchecked Sendable {
    func on(_ event: Event<SourceElement>) {
        forwardNext(event)
        if event.isStopEvent { forwardTerminal(.completed) }
    }
}
