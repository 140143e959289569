/// Broadcasts each event to the observers subscribed at the time; late subscribers after the
/// terminal event receive only that event.
public final class PublishSubject<Element>: Observable<Element>, ObserverType, Cancelable, @unchecked Sendable {
    @usableFromInline
    let core: SubjectCore<Element>

    /// A subject with no subscribers.
    @inlinable
    public init() {
        let core = SubjectCore<Element>(policy: .none)
        self.core = core
        super.init { core.subscribe($0) }
    }

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    /// Whether `dispose()` was called.
    public var isDisposed: Bool { core.isDisposed }

    /// Broadcasts `event`; calls after a terminal event are ignored.
    @inlinable
    public func on(_ event: Event<Element>) { core.on(event) }

    /// Drops all subscribers; later subscribers receive `.completed`.
    public func dispose() { core.dispose() }
}
