/// Replays buffered elements to each new subscriber, then broadcasts what follows.
public final class ReplaySubject<Element>: Observable<Element>, ObserverType, Cancelable, @unchecked Sendable {
    @usableFromInline
    let core: SubjectCore<Element>

    @inlinable
    init(policy: SubjectCore<Element>.ReplayPolicy) {
        let core = SubjectCore(policy: policy)
        self.core = core
        super.init { core.subscribe($0) }
    }

    /// A subject that replays at most the last `bufferSize` elements.
    @inlinable
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(policy: .last(max(0, bufferSize)))
    }

    /// A subject that replays every element it received.
    @inlinable
    public static func createUnbound() -> ReplaySubject<Element> {
        ReplaySubject(policy: .all)
    }

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    /// Whether `dispose()` was called.
    public var isDisposed: Bool { core.isDisposed }

    /// Buffers and broadcasts `event`; calls after a terminal event are ignored.
    @inlinable
    public func on(_ event: Event<Element>) { core.on(event) }

    /// Drops all subscribers and the buffer.
    public func dispose() { core.dispose() }
}
