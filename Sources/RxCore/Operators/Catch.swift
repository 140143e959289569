extension ObservableType {
    /// On an error, continues with the sequence `handler` returns for it; an error thrown by
    /// `handler` is emitted.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer in
            let sink = CatchSink(handler: handler, observer: observer)
            let first = SingleAssignmentDisposable()
            sink.subscription.disposable = first
            first.setDisposable(source.run(AnyObserver(eventHandler: sink.on)))
            return sink
        }
    }

    /// On an error, emits `element` and completes.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        self.catch { _ in .just(element) }
    }
}

final class CatchSink<Element>: Sink<Element>, @unchecked Sendable {
    private let handler: (Swift.Error) throws -> Observable<Element>
    let subscription = SerialDisposable()

    init(handler: @escaping (Swift.Error) throws -> Observable<Element>, observer: AnyObserver<Element>) {
        self.handler = handler
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        guard case .error(let error) = event else { return forward(event) }
        do {
            let fallback = try handler(error)
            subscription.disposable = fallback.run(AnyObserver(eventHandler: forward))
        } catch {
            forwardError(error)
        }
    }

    override func disposeResources() {
        super.disposeResources()
        subscription.dispose()
    }
}
