extension ObservableType {
    /// Pairs each element with its index, counting from 0.
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        .chained(to: asObservable()) { EnumeratedSink(observer: $0) }
    }
}

final class EnumeratedSink<SourceElement>: Sink<(index: Int, element: SourceElement)>, SourceObserver,
    @unchecked Sendable
{
    private var index = 0

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            forwardNext((index, element))
            index += 1
        case .error(let error): forwardError(error)
        case .completed: forwardTerminal(.completed)
        }
    }
}
