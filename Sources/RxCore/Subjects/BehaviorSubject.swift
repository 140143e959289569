/// Holds a current value: each subscriber first receives the latest element, then what follows.
public final class BehaviorSubject<Element>: Observable<Element>, ObserverType, Cancelable, @unchecked Sendable {
    @usableFromInline
    let core: SubjectCore<Element>

    /// A subject whose current value is `value`.
    @inlinable
    public init(value: Element) {
        let core = SubjectCore(policy: .last(1), initial: [value])
        self.core = core
        super.init { core.subscribe($0) }
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
    @inlinable
    public func on(_ event: Event<Element>) { core.on(event) }

    /// Drops all subscribers and the value.
    public func dispose() { core.dispose() }
}
