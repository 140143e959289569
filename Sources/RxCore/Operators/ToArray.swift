extension ObservableType {
    /// Emits all elements as one array when the source completes.
    public func toArray() -> Observable<[Element]> {
        .chained(to: asObservable()) { ToArraySink(observer: $0) }
    }
}

final class ToArraySink<SourceElement>: Sink<[SourceElement]>, SourceObserver, @unchecked Sendable {
    private var elements: [SourceElement] = []

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            elements.append(element)
        case .error(let error):
            forwardError(error)
        case .completed:
            forwardNext(elements)
            forwardTerminal(.completed)
        }
    }
}
