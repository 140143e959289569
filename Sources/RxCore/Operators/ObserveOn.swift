extension ObservableType where Element: Sendable {
    /// Delivers every event on `scheduler`, in order, each in a scheduled action of its own (as
    /// RxSwift's `ObserveOn`: on `TestScheduler`, events of one tick arrive on consecutive ticks).
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        .chained(to: asObservable()) { ObserveOnSink(scheduler: scheduler, observer: $0) }
    }
}

final class ObserveOnSink<Element: Sendable>: Sink<Element>, SourceObserver, @unchecked Sendable {
    private let scheduler: ImmediateSchedulerType
    private let queue: PendingEvents<Element> = PendingEvents()

    init(scheduler: ImmediateSchedulerType, observer: AnyObserver<Element>) {
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        guard queue.push(event) else { return }
        scheduleNext()
    }

    /// One action delivers one event and schedules the next; the action that finds the queue
    /// empty ends the drain, and one that finds the sink stopped ends it all. (The actions are
    /// not cancelled on disposal: on a concurrent scheduler an action may start before its
    /// scheduling returns, so no holder could tell the newest one from an older one.)
    private func scheduleNext() {
        _ = scheduler.schedule(()) { _ in
            guard !self.isStopped, let event = self.queue.pop() else { return Disposables.create() }
            self.forward(event)
            self.scheduleNext()
            return Disposables.create()
        }
    }
}
