extension ObservableType where Element: Sendable {
    /// Delivers every event on `scheduler`, in order, one at a time.
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        .chained(to: asObservable()) { ObserveOnSink(scheduler: scheduler, observer: $0) }
    }
}

final class ObserveOnSink<Element: Sendable>: Sink<Element>, SourceObserver, @unchecked Sendable {
    private let scheduler: ImmediateSchedulerType
    private let drainSubscription = SerialDisposable()
    private let queue: PendingEvents<Element> = PendingEvents()

    init(scheduler: ImmediateSchedulerType, observer: AnyObserver<Element>) {
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        guard queue.push(event) else { return }
        drainSubscription.disposable = scheduler.schedule(()) { _ in
            self.drain()
            return Disposables.create()
        }
    }

    private func drain() {
        while let event = queue.pop() {
            forward(event)
        }
    }

    override func disposeResources() {
        super.disposeResources()
        drainSubscription.dispose()
    }
}
