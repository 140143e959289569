/// Replays buffered elements to each new subscriber, then broadcasts what follows.
public final class ReplaySubject<Element>: Observable<Element>, ObserverType, Cancelable, @unchecked Sendable {
    private let core: SubjectCore<Element>

    private init(policy: SubjectCore<Element>.ReplayPolicy) {
        core = SubjectCore(policy: policy)
    }

    /// A subject that replays at most the last `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(policy: .last(max(0, bufferSize)))
    }

    /// A subject that replays every element it received.
    public static func createUnbound() -> ReplaySubject<Element> {
        ReplaySubject(policy: .all)
    }

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    /// Whether `dispose()` was called.
    public var isDisposed: Bool { core.isDisposed }

    /// Buffers and broadcasts `event`; calls after a terminal event are ignored.
    public func on(_ event: Event<Element>) { core.on(event) }

    override func run(_ observer: AnyObserver<Element>) -> Disposable { core.subscribe(observer) }

    /// Drops all subscribers and the buffer.
    public func dispose() { core.dispose() }
}
