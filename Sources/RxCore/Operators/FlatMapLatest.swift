extension ObservableType {
    /// Maps each element to a sequence and mirrors only the newest one, disposing the previous
    /// inner sequence; completes when the source and the newest inner sequence completed.
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        .chained(to: asObservable()) {
            FlatMapLatestSink(selector: { try selector($0).asObservable() }, observer: $0)
        }
    }
}

final class FlatMapLatestSink<SourceElement, Result>: Sink<Result>, SourceObserver, @unchecked Sendable {
    private enum Message {
        case outer(Event<SourceElement>)
        case inner(Int, Event<Result>)
    }

    private let selector: (SourceElement) throws -> Observable<Result>
    private let innerSubscription = SerialDisposable()
    private let loop = SerialLoop<Message>()
    // Touched only inside `process`, which the loop runs one message at a time.
    private var latestID = 0
    private var hasActiveInner = false
    private var isOuterDone = false

    init(selector: @escaping (SourceElement) throws -> Observable<Result>, observer: AnyObserver<Result>) {
        self.selector = selector
        super.init(observer: observer)
    }

    func on(_ event: Event<SourceElement>) {
        loop.send(.outer(event), to: process)
    }

    private func process(_ message: Message) {
        switch message {
        case .outer(.next(let element)):
            do {
                subscribe(try selector(element))
            } catch {
                forwardError(error)
            }
        case .outer(.error(let error)):
            forwardError(error)
        case .outer(.completed):
            isOuterDone = true
            disposeUpstream()
            if !hasActiveInner { forwardTerminal(.completed) }
        case .inner(let id, let event) where id == latestID:
            switch event {
            case .next(let element): forwardNext(element)
            case .error(let error): forwardError(error)
            case .completed:
                hasActiveInner = false
                innerSubscription.disposable = Disposables.create()
                if isOuterDone { forwardTerminal(.completed) }
            }
        case .inner:
            return
        }
    }

    private func subscribe(_ inner: Observable<Result>) {
        latestID += 1
        hasActiveInner = true
        let id = latestID
        let subscription = SingleAssignmentDisposable()
        innerSubscription.disposable = subscription
        subscription.setDisposable(
            inner.run(
                AnyObserver { event in
                    self.loop.send(.inner(id, event), to: self.process)
                }))
    }

    override func disposeResources() {
        super.disposeResources()
        innerSubscription.dispose()
    }
}
