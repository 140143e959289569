import Synchronization

extension ObservableType {
    /// Subscribes a closure that receives every event.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(SubscriptionSink(onEvent: on))
    }

    /// Subscribes closures for each kind of event. `onDisposed` runs once when the subscription
    /// ends, by a terminal event or by disposal.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(
            SubscriptionSink(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed))
    }

    private func subscribe(_ sink: SubscriptionSink<Element>) -> Disposable {
        sink.setDisposable(asObservable().subscribe(AnyObserver(eventHandler: sink.on)))
        return sink
    }
}

/// The end of a closure subscription: holds the closures itself (one allocation, not one for the
/// object and one for a closure over them), enforces the grammar, and releases everything
/// upstream on the terminal event or on disposal.
final class SubscriptionSink<Element>: SingleAssignmentDisposable, @unchecked Sendable {
    private let onEvent: ((Event<Element>) -> Void)?
    private let onNext: ((Element) -> Void)?
    private let onError: ((Swift.Error) -> Void)?
    private let onCompleted: (() -> Void)?
    /// Concrete, not `Disposable?`: checking an optional existential costs value-witness calls.
    private let onDisposed: AnonymousDisposable?
    private let stopped = Atomic<Bool>(false)

    init(onEvent: @escaping (Event<Element>) -> Void) {
        self.onEvent = onEvent
        onNext = nil
        onError = nil
        onCompleted = nil
        onDisposed = nil
    }

    init(
        onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?
    ) {
        onEvent = nil
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.onDisposed = onDisposed.map(AnonymousDisposable.init)
    }

    /// Delivers `event` to the closures: elements until stopped, one terminal event at most.
    func on(_ event: Event<Element>) {
        if case .next(let element) = event {
            guard !stopped.load(ordering: .acquiring) else { return }
            onEvent?(event)
            onNext?(element)
            return
        }
        if stopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        onEvent?(event)
        switch event {
        case .error(let error): onError?(error)
        case .completed: onCompleted?()
        case .next: break
        }
        release()
    }

    override func dispose() {
        stopped.store(true, ordering: .releasing)
        release()
    }

    private func release() {
        super.dispose()
        onDisposed?.dispose()
    }
}
