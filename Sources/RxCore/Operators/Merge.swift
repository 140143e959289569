extension ObservableType {
    /// Maps each element to a sequence and merges the events of all of them; completes when the
    /// source and every inner sequence completed.
    @inlinable
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        merged(maxConcurrent: nil) { try selector($0).asObservable() }
    }

    /// Maps each element to a sequence and concatenates them: each inner sequence is subscribed
    /// after the previous one completed.
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        merged(maxConcurrent: 1) { try selector($0).asObservable() }
    }

    /// A sequence of the given sequences' events, all subscribed at once.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        merge(sources)
    }

    /// A sequence of the given sequences' events, all subscribed at once.
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        Observable.from(sources).merge()
    }

    /// The events of `maxConcurrent` inner sequences at a time (or all, when `nil`); the others
    /// wait in order.
    @inlinable
    func merged<Result>(maxConcurrent: Int?, _ selector: @escaping (Element) throws -> Observable<Result>)
        -> Observable<Result>
    {
        .chained(to: asObservable()) { MergeSink(selector: selector, maxConcurrent: maxConcurrent, observer: $0) }
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the events of the inner sequences as they arrive.
    public func merge() -> Observable<Element.Element> {
        merged(maxConcurrent: nil) { $0.asObservable() }
    }

    /// Merges the events of at most `maxConcurrent` inner sequences at a time; further inner
    /// sequences are queued and subscribed in order as others complete.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        merged(maxConcurrent: max(1, maxConcurrent)) { $0.asObservable() }
    }
}

@usableFromInline
final class MergeSink<SourceElement, Result>: Sink<Result>, SourceObserver, @unchecked Sendable {
    @usableFromInline
    enum Message {
        case outer(Event<SourceElement>)
        case inner(CompositeDisposable.DisposeKey, Event<Result>)
    }

    @usableFromInline
    let selector: (SourceElement) throws -> Observable<Result>
    @usableFromInline
    let maxConcurrent: Int?
    @usableFromInline
    let innerSubscriptions = CompositeDisposable()
    @usableFromInline
    let loop = SerialLoop<Message>()
    // Touched only inside `process`, which the loop runs one message at a time.
    @usableFromInline @exclusivity(unchecked)
    var activeCount = 0
    @usableFromInline @exclusivity(unchecked)
    var waiting = Queue<Observable<Result>>()
    @usableFromInline @exclusivity(unchecked)
    var isOuterDone = false

    @inlinable
    init(
        selector: @escaping (SourceElement) throws -> Observable<Result>,
        maxConcurrent: Int?,
        observer: AnyObserver<Result>
    ) {
        self.selector = selector
        self.maxConcurrent = maxConcurrent
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<SourceElement>) {
        loop.send(.outer(event), to: process)
    }

    @inlinable
    func process(_ message: Message) {
        switch message {
        case .outer(.next(let element)):
            do {
                let inner = try selector(element)
                if let maxConcurrent, activeCount >= maxConcurrent {
                    waiting.enqueue(inner)
                } else {
                    subscribe(inner)
                }
            } catch {
                forwardError(error)
            }
        case .outer(.error(let error)):
            forwardError(error)
        case .outer(.completed):
            isOuterDone = true
            disposeUpstream()
            completeIfDone()
        case .inner(_, .next(let element)):
            forwardNext(element)
        case .inner(_, .error(let error)):
            forwardError(error)
        case .inner(let key, .completed):
            innerSubscriptions.remove(for: key)
            activeCount -= 1
            if let next = waiting.dequeue() {
                subscribe(next)
            } else {
                completeIfDone()
            }
        }
    }

    @inlinable
    func subscribe(_ inner: Observable<Result>) {
        let subscription = SingleAssignmentDisposable()
        guard let key = innerSubscriptions.insert(subscription) else { return }
        activeCount += 1
        subscription.setDisposable(
            inner.run(
                AnyObserver { event in
                    self.loop.send(.inner(key, event), to: self.process)
                }))
    }

    @inlinable
    func completeIfDone() {
        if isOuterDone && activeCount == 0 { forwardTerminal(.completed) }
    }

    @inlinable
    override func disposeResources() {
        super.disposeResources()
        innerSubscriptions.dispose()
    }
}
