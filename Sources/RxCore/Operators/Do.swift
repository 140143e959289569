extension ObservableType {
    /// Runs side effects around the events and the lifetime of each subscription. An error thrown
    /// by `onNext`, `onError` or `onCompleted` is emitted instead of the event. `onDispose` runs
    /// once when the subscription ends, by a terminal event or by disposal.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        let source = asObservable()
        let handlers = DoHandlers(
            onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
            onCompleted: onCompleted, afterCompleted: afterCompleted)
        return Observable { observer in
            onSubscribe?()
            let sink = DoSink(handlers: handlers, onDispose: onDispose, observer: observer)
            sink.setUpstream(source.run(AnyObserver(eventHandler: sink.on)))
            onSubscribed?()
            sink.subscribed()
            return sink
        }
    }
}

/// The event callbacks of one `do` operator.
struct DoHandlers<Element> {
    let onNext: ((Element) throws -> Void)?
    let afterNext: ((Element) throws -> Void)?
    let onError: ((Swift.Error) throws -> Void)?
    let afterError: ((Swift.Error) throws -> Void)?
    let onCompleted: (() throws -> Void)?
    let afterCompleted: (() throws -> Void)?
}

/// A source that ends while it is being subscribed to is disposed before `onSubscribed` runs;
/// `onDispose` then waits for `subscribed()`, as in RxSwift (the source's disposal, then
/// `onSubscribed`, then `onDispose`).
final class DoSink<Element>: Sink<Element>, @unchecked Sendable {
    private let handlers: DoHandlers<Element>
    private let onDispose: Disposable?
    /// Whether `onSubscribed` is still to come, and whether disposal came first.
    private let phase = LockedState((subscribing: true, disposedMeanwhile: false))

    init(handlers: DoHandlers<Element>, onDispose: (() -> Void)?, observer: AnyObserver<Element>) {
        self.handlers = handlers
        self.onDispose = onDispose.map { Disposables.create(with: $0) }
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        do {
            switch event {
            case .next(let element):
                try handlers.onNext?(element)
                forwardNext(element)
                try handlers.afterNext?(element)
            case .error(let error):
                try handlers.onError?(error)
                forwardError(error)
                try handlers.afterError?(error)
            case .completed:
                try handlers.onCompleted?()
                forwardTerminal(.completed)
                try handlers.afterCompleted?()
            }
        } catch {
            forwardError(error)
        }
    }

    /// The subscription is made and `onSubscribed` ran: a disposal that came first ends now.
    func subscribed() {
        let disposed = phase.withLock { phase -> Bool in
            phase.subscribing = false
            return phase.disposedMeanwhile
        }
        if disposed { onDispose?.dispose() }
    }

    override func disposeResources() {
        super.disposeResources()
        let waiting = phase.withLock { phase -> Bool in
            if phase.subscribing { phase.disposedMeanwhile = true }
            return phase.subscribing
        }
        if !waiting { onDispose?.dispose() }
    }
}
