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

final class DoSink<Element>: Sink<Element>, @unchecked Sendable {
    private let handlers: DoHandlers<Element>
    private let onDispose: Disposable?

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

    override func disposeResources() {
        super.disposeResources()
        onDispose?.dispose()
    }
}
