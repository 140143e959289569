extension ObservableType {
    /// The source's elements until `other` emits an element, then `.completed`. An error from
    /// `other` is emitted; its completion is ignored.
    public func take<Other: ObservableType>(until other: Other) -> Observable<Element> {
        let source = asObservable()
        let trigger = other.asObservable()
        return Observable { observer in
            let sink = TakeUntilSink<Element, Other.Element>(observer: observer)
            sink.otherSubscription.setDisposable(trigger.run(AnyObserver(eventHandler: sink.onOther)))
            sink.setUpstream(source.run(AnyObserver(eventHandler: sink.onSource)))
            return sink
        }
    }
}

final class TakeUntilSink<Element, OtherElement>: Sink<Element>, @unchecked Sendable {
    private enum Message {
        case source(Event<Element>)
        case other(Event<OtherElement>)
    }

    let otherSubscription = SingleAssignmentDisposable()
    private let loop = SerialLoop<Message>()

    func onSource(_ event: Event<Element>) { loop.send(.source(event), to: process) }

    func onOther(_ event: Event<OtherElement>) { loop.send(.other(event), to: process) }

    private func process(_ message: Message) {
        switch message {
        case .source(let event):
            forward(event)
        case .other(.next):
            forwardTerminal(.completed)
        case .other(.error(let error)):
            forwardError(error)
        case .other(.completed):
            otherSubscription.dispose()
        }
    }

    override func disposeResources() {
        super.disposeResources()
        otherSubscription.dispose()
    }
}
