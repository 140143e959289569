extension ObservableType {
    /// Subscribes a closure that receives every event.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(onDisposed: nil, AnyObserver(eventHandler: on))
    }

    /// Subscribes closures for each kind of event. `onDisposed` runs once when the subscription
    /// ends, by a terminal event or by disposal.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let observer = AnyObserver<Element> { event in
            switch event {
            case .next(let element): onNext?(element)
            case .error(let error): onError?(error)
            case .completed: onCompleted?()
            }
        }
        return subscribe(onDisposed: onDisposed, observer)
    }

    private func subscribe(onDisposed: (() -> Void)?, _ observer: AnyObserver<Element>) -> Disposable {
        let sink = SubscriptionSink(observer: observer, onDisposed: onDisposed)
        sink.setUpstream(asObservable().subscribe(AnyObserver(eventHandler: sink.forward)))
        return sink
    }
}

/// The end of a closure subscription: enforces the grammar and releases everything upstream on
/// the terminal event.
final class SubscriptionSink<Element>: Sink<Element>, @unchecked Sendable {
    private let onDisposed: Disposable?

    init(observer: AnyObserver<Element>, onDisposed: (() -> Void)?) {
        self.onDisposed = onDisposed.map { Disposables.create(with: $0) }
        super.init(observer: observer)
    }

    override func disposeResources() {
        super.disposeResources()
        onDisposed?.dispose()
    }
}
