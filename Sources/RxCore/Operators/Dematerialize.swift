extension ObservableType where Element: EventConvertible {
    /// Turns elements that are events back into the events they stand for.
    public func dematerialize() -> Observable<Element.Element> {
        .chained(to: asObservable()) { DematerializeSink(observer: $0) }
    }
}

final class DematerializeSink<SourceElement: EventConvertible>: Sink<SourceElement.Element>, SourceObserver,
    @unchecked Sendable
{
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element): forward(element.event)
        case .error(let error): forwardError(error)
        case .completed: forwardTerminal(.completed)
        }
    }
}
