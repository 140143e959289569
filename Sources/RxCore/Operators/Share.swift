/// How long the subject behind `share(replay:scope:)` lives.
public enum SubjectLifetimeScope: Sendable {
    /// Each connection to the source gets a new subject: when the last subscriber leaves, or the
    /// source terminates, the replay buffer is dropped and the next subscriber resubscribes.
    case whileConnected
    /// One subject for the life of the operator: late subscribers receive the replay buffer, and
    /// after the source terminated, its terminal event, without a new subscription to the source.
    case forever
}

extension ObservableType {
    /// Shares one subscription to the source among all subscribers, replaying the last `replay`
    /// elements to each new one. The source is subscribed by the first subscriber and released
    /// when the last one leaves.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        let shared = SharedSource(source: asObservable(), replay: replay, scope: scope)
        return Observable { shared.subscribe($0) }
    }
}

/// One shared connection to the source: the subject its events go to and how many subscribers
/// use it.
final class ShareConnection<Element>: @unchecked Sendable {
    let subject: ReplaySubject<Element>
    // Guarded by the owning `SharedSource`'s lock.
    var sourceSubscription: SingleAssignmentDisposable?
    var subscriberCount = 0
    var isTerminated = false

    init(replay: Int) {
        subject = ReplaySubject.create(bufferSize: replay)
    }
}

/// The state behind one `share` operator: the current connection, if any.
final class SharedSource<Element>: @unchecked Sendable {
    private let source: Observable<Element>
    private let replay: Int
    private let scope: SubjectLifetimeScope
    /// Guards `connection` and the counters of every connection.
    private let lock = LockedState(())
    private var connection: ShareConnection<Element>?

    init(source: Observable<Element>, replay: Int, scope: SubjectLifetimeScope) {
        self.source = source
        self.replay = replay
        self.scope = scope
    }

    func subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        let (current, newSourceSubscription) = lock.withLock {
            _ -> (ShareConnection<Element>, SingleAssignmentDisposable?) in
            let current = connection ?? ShareConnection(replay: replay)
            connection = current
            current.subscriberCount += 1
            guard current.subscriberCount == 1 && !current.isTerminated else { return (current, nil) }
            let sourceSubscription = SingleAssignmentDisposable()
            current.sourceSubscription = sourceSubscription
            return (current, sourceSubscription)
        }
        let subscription = current.subject.run(observer)
        if let newSourceSubscription {
            newSourceSubscription.setDisposable(
                source.run(
                    AnyObserver { event in
                        if event.isStopEvent { self.terminated(current) }
                        current.subject.on(event)
                    }))
        }
        return Disposables.create {
            subscription.dispose()
            self.release(current)
        }
    }

    private func terminated(_ current: ShareConnection<Element>) {
        lock.withLock { _ in
            current.isTerminated = true
            if scope == .whileConnected && connection === current { connection = nil }
        }
    }

    private func release(_ current: ShareConnection<Element>) {
        let sourceSubscription = lock.withLock { _ -> SingleAssignmentDisposable? in
            current.subscriberCount -= 1
            guard current.subscriberCount == 0 else { return nil }
            if scope == .whileConnected && connection === current { connection = nil }
            defer { current.sourceSubscription = nil }
            return current.sourceSubscription
        }
        sourceSubscription?.dispose()
    }
}
