extension ObservableType {
    /// Fails with `RxError.timeout` when `dueTime` passes after the subscription or after an
    /// element without a new event.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timeout(dueTime, other: Observable.error(RxError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` when `dueTime` passes after the subscription or after an element
    /// without a new event.
    public func timeout<Other: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval,
        other: Other,
        scheduler: SchedulerType
    ) -> Observable<Element> where Other.Element == Element {
        let source = asObservable()
        let fallback = other.asObservable()
        return Observable { observer in
            let sink = TimeoutSink(dueTime: dueTime, fallback: fallback, scheduler: scheduler, observer: observer)
            let first = SingleAssignmentDisposable()
            sink.subscription.disposable = first
            sink.startTimer(id: 0)
            first.setDisposable(source.run(AnyObserver(eventHandler: sink.onSource)))
            return sink
        }
    }
}

final class TimeoutSink<Element>: Sink<Element>, @unchecked Sendable {
    private enum Message {
        case source(Event<Element>)
        case fallback(Event<Element>)
        case timer(Int)
    }

    private let dueTime: RxTimeInterval
    private let fallback: Observable<Element>
    private let scheduler: SchedulerType
    let subscription = SerialDisposable()
    private let timer = SerialDisposable()
    private let loop = SerialLoop<Message>()
    // Touched only inside `process`, which the loop runs one message at a time.
    private var timerID = 0
    private var hasSwitched = false

    init(
        dueTime: RxTimeInterval, fallback: Observable<Element>, scheduler: SchedulerType, observer: AnyObserver<Element>
    ) {
        self.dueTime = dueTime
        self.fallback = fallback
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func onSource(_ event: Event<Element>) {
        loop.send(.source(event), to: process)
    }

    func startTimer(id: Int) {
        timer.disposable = scheduler.scheduleRelative(id, dueTime: dueTime) { id in
            self.loop.send(.timer(id), to: self.process)
            return Disposables.create()
        }
    }

    private func process(_ message: Message) {
        switch message {
        case .source(let event):
            guard !hasSwitched else { return }
            timerID += 1
            if case .next = event {
                startTimer(id: timerID)
            } else {
                timer.dispose()
            }
            forward(event)
        case .fallback(let event):
            forward(event)
        case .timer(let id):
            guard id == timerID, !hasSwitched else { return }
            hasSwitched = true
            let next = SingleAssignmentDisposable()
            subscription.disposable = next
            next.setDisposable(
                fallback.run(
                    AnyObserver { event in
                        self.loop.send(.fallback(event), to: self.process)
                    }))
        }
    }

    override func disposeResources() {
        super.disposeResources()
        subscription.dispose()
        timer.dispose()
    }
}
