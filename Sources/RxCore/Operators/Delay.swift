extension ObservableType where Element: Sendable {
    /// Shifts each element and the completion later by `dueTime`; an error is emitted at once,
    /// dropping the elements still waiting.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        .chained(to: asObservable()) { DelaySink(dueTime: dueTime, scheduler: scheduler, observer: $0) }
    }
}

final class DelaySink<Element: Sendable>: Sink<Element>, SourceObserver, @unchecked Sendable {
    private enum Message {
        case source(Event<Element>)
        case due(CompositeDisposable.DisposeKey?)
    }

    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let timers = CompositeDisposable()
    private let loop = SerialLoop<Message>()
    // Touched only inside `process`, which the loop runs one message at a time.
    private var waiting = Queue<Event<Element>>()

    init(dueTime: RxTimeInterval, scheduler: SchedulerType, observer: AnyObserver<Element>) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        loop.send(.source(event), to: process)
    }

    private func process(_ message: Message) {
        switch message {
        case .source(.error(let error)):
            waiting.removeAll()
            forwardError(error)
        case .source(let event):
            waiting.enqueue(event)
            let timer = SingleAssignmentDisposable()
            let key = timers.insert(timer)
            timer.setDisposable(
                scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                    self.loop.send(.due(key), to: self.process)
                    return Disposables.create()
                })
        case .due(let key):
            if let key { timers.remove(for: key) }
            if let event = waiting.dequeue() { forward(event) }
        }
    }

    override func disposeResources() {
        super.disposeResources()
        timers.dispose()
    }
}
