extension ObservableType where Element: Sendable {
    /// Emits an element only after `dueTime` passed without a newer one; on completion the
    /// pending element is emitted first, on an error it is dropped.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        .chained(to: asObservable()) { DebounceSink(dueTime: dueTime, scheduler: scheduler, observer: $0) }
    }
}

final class DebounceSink<Element: Sendable>: Sink<Element>, SourceObserver, @unchecked Sendable {
    private enum Message {
        case source(Event<Element>)
        case timer(Int)
    }

    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let timer = SerialDisposable()
    private let loop = SerialLoop<Message>()
    // Touched only inside `process`, which the loop runs one message at a time.
    private var pending: Element?
    private var pendingID = 0

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
        case .source(.next(let element)):
            pendingID += 1
            pending = element
            let id = pendingID
            timer.disposable = scheduler.scheduleRelative(id, dueTime: dueTime) { id in
                self.loop.send(.timer(id), to: self.process)
                return Disposables.create()
            }
        case .source(.error(let error)):
            pending = nil
            forwardError(error)
        case .source(.completed):
            if let pending { forwardNext(pending) }
            pending = nil
            forwardTerminal(.completed)
        case .timer(let id):
            guard id == pendingID, let element = pending else { return }
            pending = nil
            forwardNext(element)
        }
    }

    override func disposeResources() {
        super.disposeResources()
        timer.dispose()
    }
}
