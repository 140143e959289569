extension ObservableType {
    /// Maps each element to a sequence and concatenates their elements in the source's order,
    /// with up to `maxConcurrent` of them subscribed at once (RxJava's `concatMapEager`): the
    /// sequences work side by side, and what a later one delivers early is held until every one
    /// before it completed. A sequence counts against `maxConcurrent` until its elements were
    /// delivered, which bounds what is held; the others wait in order.
    public func concatMapEager<Source: ObservableConvertibleType>(
        maxConcurrent: Int, _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        .chained(to: asObservable()) {
            ConcatMapEagerSink(
                selector: { try selector($0).asObservable() }, maxConcurrent: max(1, maxConcurrent), observer: $0)
        }
    }
}

final class ConcatMapEagerSink<SourceElement, Result>: Sink<Result>, SourceObserver, @unchecked Sendable {
    enum Message {
        case outer(Event<SourceElement>)
        /// An event of the inner sequence with this number (in the source's order).
        case inner(Int, Event<Result>)
    }

    /// An inner sequence subscribed and not yet delivered.
    private struct Slot {
        var key: CompositeDisposable.DisposeKey?
        var held = Queue<Result>()
        var isDone = false
    }

    let selector: (SourceElement) throws -> Observable<Result>
    let maxConcurrent: Int
    let innerSubscriptions = CompositeDisposable()
    let loop = SerialLoop<Message>()
    // Touched only inside `process`, which the loop runs one message at a time.
    private var slots: [Int: Slot] = [:]
    /// The number of the sequence whose elements go out as they come.
    private var head = 0
    private var nextNumber = 0
    private var waiting = Queue<Observable<Result>>()
    private var isOuterDone = false

    init(
        selector: @escaping (SourceElement) throws -> Observable<Result>, maxConcurrent: Int,
        observer: AnyObserver<Result>
    ) {
        self.selector = selector
        self.maxConcurrent = maxConcurrent
        super.init(observer: observer)
    }

    func on(_ event: Event<SourceElement>) {
        loop.send(.outer(event), to: process)
    }

    private func process(_ message: Message) {
        switch message {
        case .outer(.next(let element)):
            do {
                let inner = try selector(element)
                if slots.count >= maxConcurrent { waiting.enqueue(inner) } else { subscribe(inner) }
            } catch {
                forwardError(error)
            }
        case .outer(.error(let error)):
            forwardError(error)
        case .outer(.completed):
            isOuterDone = true
            disposeUpstream()
            completeIfDone()
        case .inner(let number, .next(let element)):
            if number == head { forwardNext(element) } else { slots[number]?.held.enqueue(element) }
        case .inner(_, .error(let error)):
            forwardError(error)
        case .inner(let number, .completed):
            if let key = slots[number]?.key { innerSubscriptions.remove(for: key) }
            slots[number]?.isDone = true
            if number == head { deliverCompleted() }
        }
    }

    /// Moves past every completed sequence at the head, delivering what the next one holds,
    /// and subscribes waiting sequences in the places freed.
    private func deliverCompleted() {
        while slots[head]?.isDone == true {
            slots[head] = nil
            head += 1
            while let element = slots[head]?.held.dequeue() { forwardNext(element) }
            if let next = waiting.dequeue() { subscribe(next) }
        }
        completeIfDone()
    }

    private func subscribe(_ inner: Observable<Result>) {
        let number = nextNumber
        nextNumber += 1
        let subscription = SingleAssignmentDisposable()
        guard let key = innerSubscriptions.insert(subscription) else { return }
        slots[number] = Slot(key: key)
        subscription.setDisposable(
            inner.run(
                AnyObserver { event in
                    self.loop.send(.inner(number, event), to: self.process)
                }))
    }

    private func completeIfDone() {
        if isOuterDone && slots.isEmpty && waiting.isEmpty { forwardTerminal(.completed) }
    }

    override func disposeResources() {
        super.disposeResources()
        innerSubscriptions.dispose()
    }
}
