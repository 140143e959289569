/// Broadcasts each event to the observers subscribed at the time; late subscribers after the
/// terminal event receive only that event.
public final class PublishSubject<Element>: Observable<Element>, ObserverType, Cancelable, @unchecked Sendable {
    private let core = SubjectCore<Element>(policy: .none)

    /// A subject with no subscribers.
    public override init() {}

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    /// Whether `dispose()` was called.
    public var isDisposed: Bool { core.isDisposed }

    /// Broadcasts `event`; calls after a terminal event are ignored.
    public func on(_ event: Event<Element>) { core.on(event) }

    override func run(_ observer: AnyObserver<Element>) -> Disposable { core.subscribe(observer) }

    /// Drops all subscribers; later subscribers receive `.completed`.
    public func dispose() { core.dispose() }
}
