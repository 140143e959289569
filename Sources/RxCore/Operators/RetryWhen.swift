extension ObservableType {
    /// Resubscribes to the source each time the trigger sequence emits an element.
    ///
    /// `notificationHandler` receives the sequence of the source's errors and returns the
    /// trigger: an element resubscribes, an error is emitted, completion completes. Use it for
    /// backoff, e.g. `errors.enumerated().flatMap { attempt, error in attempt < 3 ?
    /// Observable<Int>.timer(.seconds(1 << attempt), scheduler: s) : .error(error) }`.
    public func retry<Trigger: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) throws -> Trigger
    ) -> Observable<Element> {
        retry(failing: Swift.Error.self, when: notificationHandler)
    }

    /// `retry(when:)` for errors of one type: `notificationHandler` sees the source's errors of
    /// type `Failure`, and an error of any other type ends the sequence at once, unretried (as
    /// RxSwift's overload generic over the error type).
    public func retry<Trigger: ObservableType, Failure: Swift.Error>(
        when notificationHandler: @escaping (Observable<Failure>) throws -> Trigger
    ) -> Observable<Element> {
        retry(failing: Failure.self, when: notificationHandler)
    }

    private func retry<Trigger: ObservableType, Failure: Swift.Error>(
        failing: Failure.Type, when notificationHandler: @escaping (Observable<Failure>) throws -> Trigger
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer in
            let sink = RetryWhenSink<Element, Failure, Trigger.Element>(source: source, observer: observer)
            do {
                let trigger = try notificationHandler(sink.errors.asObservable()).asObservable()
                sink.triggerSubscription.setDisposable(trigger.run(AnyObserver(eventHandler: sink.onTrigger)))
            } catch {
                sink.forwardError(error)
                return sink
            }
            sink.subscribeToSource()
            return sink
        }
    }
}

final class RetryWhenSink<Element, Failure: Swift.Error, TriggerElement>: Sink<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    let errors = PublishSubject<Failure>()
    let triggerSubscription = SingleAssignmentDisposable()
    private let subscription = SerialDisposable()
    private let loop = ResubscribeLoop()

    init(source: Observable<Element>, observer: AnyObserver<Element>) {
        self.source = source
        super.init(observer: observer)
    }

    func subscribeToSource() {
        loop.request {
            guard !isStopped else { return }
            let current = SingleAssignmentDisposable()
            subscription.disposable = current
            current.setDisposable(source.run(AnyObserver(eventHandler: onSource)))
        }
    }

    private func onSource(_ event: Event<Element>) {
        guard case .error(let error) = event else { return forward(event) }
        guard let failure = error as? Failure else { return forwardError(error) }
        subscription.disposable = Disposables.create()
        errors.on(.next(failure))
    }

    func onTrigger(_ event: Event<TriggerElement>) {
        switch event {
        case .next: subscribeToSource()
        case .error(let error): forwardError(error)
        case .completed: forwardTerminal(.completed)
        }
    }

    override func disposeResources() {
        super.disposeResources()
        subscription.dispose()
        triggerSubscription.dispose()
        errors.dispose()
    }
}
