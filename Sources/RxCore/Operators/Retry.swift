extension ObservableType {
    /// Resubscribes to the source after every error, forever.
    public func retry() -> Observable<Element> {
        retry(Int.max)
    }

    /// Subscribes to the source at most `maxAttempts` times, resubscribing after each error; the
    /// last error is emitted.
    public func retry(_ maxAttempts: Int) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer in
            let sink = RetrySink(source: source, maxAttempts: maxAttempts, observer: observer)
            sink.subscribeToSource()
            return sink
        }
    }
}

final class RetrySink<Element>: Sink<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let subscription = SerialDisposable()
    private let loop = ResubscribeLoop()
    /// Touched only on the serial event path and in `subscribeToSource`, which that path calls.
    private var attemptsLeft: Int

    init(source: Observable<Element>, maxAttempts: Int, observer: AnyObserver<Element>) {
        self.source = source
        self.attemptsLeft = maxAttempts
        super.init(observer: observer)
    }

    func subscribeToSource() {
        loop.request {
            guard !isStopped else { return }
            attemptsLeft -= 1
            let current = SingleAssignmentDisposable()
            subscription.disposable = current
            current.setDisposable(source.run(AnyObserver(eventHandler: on)))
        }
    }

    private func on(_ event: Event<Element>) {
        guard case .error = event, attemptsLeft > 0 else { return forward(event) }
        subscription.disposable = Disposables.create()
        subscribeToSource()
    }

    override func disposeResources() {
        super.disposeResources()
        subscription.dispose()
    }
}
