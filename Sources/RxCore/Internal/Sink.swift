import Synchronization

/// The per-subscription state of an operator: the downstream observer, the upstream
/// subscription (held by the `SingleAssignmentDisposable` the sink is), and a stop flag that
/// enforces the event grammar.
///
/// Subclasses receive upstream events serially (the grammar guarantees it), so state touched
/// only on that path needs no lock; `@unchecked Sendable` rests on `stopped` being atomic and
/// the upstream holder being thread-safe.
@usableFromInline
class Sink<Element>: SingleAssignmentDisposable, @unchecked Sendable {
    @usableFromInline
    let observer: AnyObserver<Element>
    @usableFromInline
    let stopped = Atomic<Bool>(false)

    @inlinable
    init(observer: AnyObserver<Element>) {
        self.observer = observer
    }

    /// Holds the subscription to the source; disposed with the sink.
    @inlinable
    final func setUpstream(_ subscription: Disposable) {
        setDisposable(subscription)
    }

    /// Releases the subscription to the source only, leaving the sink running.
    @inlinable
    final func disposeUpstream() {
        super.dispose()
    }

    /// Whether a terminal event was forwarded or the sink was disposed.
    @inlinable
    final var isStopped: Bool { stopped.load(ordering: .acquiring) }

    /// Forwards an element unless the sink stopped.
    @inlinable
    final func forwardNext(_ element: Element) {
        if !stopped.load(ordering: .acquiring) {
            observer.on(.next(element))
        }
    }

    /// Forwards `.error` or `.completed` at most once, then releases the upstream work.
    @inlinable
    final func forwardTerminal(_ event: Event<Element>) {
        if stopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        observer.on(event)
        disposeResources()
    }

    /// Forwards any event with the rules of `forwardNext` and `forwardTerminal`.
    @inlinable
    final func forward(_ event: Event<Element>) {
        if case .next(let element) = event {
            forwardNext(element)
        } else {
            forwardTerminal(event)
        }
    }

    /// Forwards `.error(error)` and stops.
    @inlinable
    final func forwardError(_ error: Swift.Error) { forwardTerminal(.error(error)) }

    /// Stops delivery and releases the upstream work.
    @inlinable
    final override func dispose() {
        stopped.store(true, ordering: .releasing)
        disposeResources()
    }

    /// Releases what the sink holds; subclasses that hold more override it and call `super`.
    /// Must be idempotent: it runs on terminal events and on `dispose()`.
    @inlinable
    func disposeResources() {
        disposeUpstream()
    }
}
