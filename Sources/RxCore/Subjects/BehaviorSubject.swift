/// Holds a current value: each subscriber first receives the latest element, then what follows.
public final class BehaviorSubject<Element>: Observable<Element>, ObserverType, Cancelable, @unchecked Sendable {
    private let core: SubjectCore<Element>

    /// A subject whose current value is `value`.
    public init(value: Element) {
        core = SubjectCore(policy: .last(1), initial: [value])
    }

    /// The latest element; throws the error the subject failed with.
    public func value() throws -> Element {
        let latest = core.latest
        if case .error(let error) = latest.stopEvent { throw error }
        guard let element = latest.element else { throw RxError.noElements }
        return element
    }

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    /// Whether `dispose()` was called.
    public var isDisposed: Bool { core.isDisposed }

    /// Stores and broadcasts `event`; calls after a terminal event are ignored.
    public func on(_ event: Event<Element>) { core.on(event) }

    override func run(_ observer: AnyObserver<Element>) -> Disposable { core.subscribe(observer) }

    /// Drops all subscribers and the value.
    public func dispose() { core.dispose() }
}
