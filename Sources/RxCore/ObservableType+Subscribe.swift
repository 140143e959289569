import Synchronization

extension ObservableType {
    /// Subscribes a closure that receives every event.
    @inlinable
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(SubscriptionSink(onEvent: on))
    }

    /// Subscribes closures for each kind of event. `onDisposed` runs once when the subscription
    /// ends, by a terminal event or by disposal.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(
            SubscriptionSink(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed))
    }

    /// Subscribes `sink`, which holds the subscription so that disposing it ends the subscription.
    @inlinable
    func subscribe(_ sink: SubscriptionSink<Element>) -> Disposable {
        sink.setDisposable(asObservable().subscribe(AnyObserver(eventHandler: sink.on)))
        return sink
    }
}

/// The end of a closure subscription: holds the closures itself (one allocation, not one for the
/// object and one for a closure over them), enforces the grammar, and releases everything
/// upstream on the terminal event or on disposal.
@usableFromInline
final class SubscriptionSink<Element>: SingleAssignmentDisposable, @unchecked Sendable {
    @usableFromInline
    let onEvent: ((Event<Element>) -> Void)?
    @usableFromInline
    let onNext: ((Element) -> Void)?
    @usableFromInline
    let onError: ((Swift.Error) -> Void)?
    @usableFromInline
    let onCompleted: (() -> Void)?
    /// Concrete, not `Disposable?`: checking an optional existential costs value-witness calls.
    @usableFromInline
    let onDisposed: AnonymousDisposable?
    @usableFromInline
    let stopped = Atomic<Bool>(false)

    @inlinable
    init(onEvent: @escaping (Event<Element>) -> Void) {
        self.onEvent = onEvent
        onNext = nil
        onError = nil
        onCompleted = nil
        onDisposed = nil
    }

    @inlinable
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
    @inlinable
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

    @inlinable
    override func dispose() {
        stopped.store(true, ordering: .releasing)
        release()
    }

    @inlinable
    func release() {
        super.dispose()
        onDisposed?.dispose()
    }
}
