import Synchronization

/// The machinery the three subjects share: the subscribers, the replay buffer, the terminal
/// event, and an emitter loop so events and replays reach observers one at a time and in order
/// even when `on(_:)` is called from several threads or reentrantly.
@usableFromInline
final class SubjectCore<Element>: @unchecked Sendable {
    /// Which elements a new subscriber receives first.
    @usableFromInline
    enum ReplayPolicy {
        case none
        case last(Int)
        case all
    }

    @usableFromInline
    enum Work {
        case event(Event<Element>, [SubjectSubscription<Element>])
        case replay(SubjectSubscription<Element>, [Element], Event<Element>?)
    }

    @usableFromInline
    struct State {
        @usableFromInline
        var subscriptions: [SubjectSubscription<Element>] = []
        @usableFromInline
        var buffer: [Element] = []
        @usableFromInline
        var stopEvent: Event<Element>?
        @usableFromInline
        var isDisposed = false
        @usableFromInline
        var pending = Queue<Work>()
        @usableFromInline
        var isDelivering = false
    }

    @usableFromInline
    let policy: ReplayPolicy
    /// Guards everything in `State`; never held while observers run.
    @usableFromInline
    let state: LockedState<State>

    @usableFromInline
    init(policy: ReplayPolicy, initial: [Element] = []) {
        self.policy = policy
        self.state = LockedState(State(buffer: initial))
    }

    var hasObservers: Bool { state.withLock { !$0.subscriptions.isEmpty } }

    var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// The newest buffered element and the terminal event, read together.
    var latest: (element: Element?, stopEvent: Event<Element>?) {
        state.withLock { ($0.buffer.last, $0.stopEvent) }
    }

    @inlinable
    func on(_ event: Event<Element>) {
        let work = state.withLock { state -> Work? in
            if state.stopEvent != nil || state.isDisposed { return nil }
            let targets = state.subscriptions
            if case .next(let element) = event {
                append(element, to: &state.buffer)
            } else {
                state.stopEvent = event
                state.subscriptions = []
            }
            return begin(.event(event, targets), in: &state)
        }
        if let work { run(work) }
    }

    @inlinable
    func subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        let subscription = SubjectSubscription(observer: observer)
        // Made here, in code specialized for the element type, so removal stays cheap.
        subscription.onDispose = { [weak self, unowned subscription] in self?.remove(subscription) }
        let work = state.withLock { state -> Work? in
            if state.stopEvent == nil && !state.isDisposed {
                state.subscriptions.append(subscription)
            }
            let terminal = state.isDisposed ? .completed : state.stopEvent
            return begin(.replay(subscription, state.buffer, terminal), in: &state)
        }
        if let work { run(work) }
        return subscription
    }

    @inlinable
    func remove(_ subscription: SubjectSubscription<Element>) {
        state.withLock { state in
            if let index = state.subscriptions.firstIndex(where: { $0 === subscription }) {
                state.subscriptions.remove(at: index)
            }
        }
    }

    func dispose() {
        state.withLock { state in
            state.isDisposed = true
            state.subscriptions = []
            state.buffer = []
        }
    }

    @inlinable
    func append(_ element: Element, to buffer: inout [Element]) {
        switch policy {
        case .none:
            return
        case .last(let count):
            guard count > 0 else { return }
            if buffer.count >= count { buffer.removeFirst(buffer.count - count + 1) }
            buffer.append(element)
        case .all:
            buffer.append(element)
        }
    }

    /// Queues `work` behind a running delivery, or claims the delivery and returns `work`.
    @inlinable
    func begin(_ work: Work, in state: inout State) -> Work? {
        if state.isDelivering {
            state.pending.enqueue(work)
            return nil
        }
        state.isDelivering = true
        return work
    }

    @inlinable
    func run(_ first: Work) {
        var next: Work? = first
        while let work = next {
            switch work {
            case .event(let event, let targets):
                for subscription in targets { subscription.deliver(event) }
            case .replay(let subscription, let elements, let terminal):
                for element in elements { subscription.deliver(.next(element)) }
                if let terminal { subscription.deliver(terminal) }
            }
            next = state.withLock { state -> Work? in
                let next = state.pending.dequeue()
                if next == nil { state.isDelivering = false }
                return next
            }
        }
    }
}

/// One subscriber of a subject; once disposed it receives nothing more, even from a delivery
/// already under way.
@usableFromInline
final class SubjectSubscription<Element>: Disposable, @unchecked Sendable {
    /// Only called from the subject's emitter loop, one event at a time.
    @usableFromInline
    let observer: AnyObserver<Element>
    @usableFromInline
    let disposed = Atomic<Bool>(false)
    /// Removes this subscription from its subject; set once, before the subscription is shared,
    /// and cleared by the one `dispose()` that sets `disposed`, so accesses never overlap.
    @usableFromInline @exclusivity(unchecked)
    var onDispose: (() -> Void)?

    @inlinable
    init(observer: AnyObserver<Element>) {
        self.observer = observer
    }

    @inlinable
    func deliver(_ event: Event<Element>) {
        if !disposed.load(ordering: .acquiring) { observer.on(event) }
    }

    @inlinable
    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        onDispose?()
        onDispose = nil
    }
}
