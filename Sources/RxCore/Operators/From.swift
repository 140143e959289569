extension ObservableType {
    /// A sequence of the elements of `sequence`, then `.completed`.
    ///
    /// On the default `CurrentThreadScheduler` the elements are emitted once the subscription is
    /// wired, so a downstream `take` stops the iteration; on another scheduler they are emitted by
    /// one action of that scheduler.
    @inlinable
    public static func from<S: Sequence>(
        _ sequence: S,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where S.Element == Element {
        Observable { observer in
            let sink = SequenceSink(sequence: sequence, observer: observer)
            if scheduler is CurrentThreadScheduler {
                sink.setUpstream(CurrentThreadScheduler.instance.schedule(sink.run))
            } else {
                sink.setUpstream(scheduler.schedule(()) { [run = sink.run] _ in run() })
            }
            return sink
        }
    }

    /// A sequence of the given elements, then `.completed`.
    @inlinable
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Observable<Element>
    {
        from(elements, scheduler: scheduler)
    }
}

@usableFromInline
final class SequenceSink<S: Sequence>: Sink<S.Element>, @unchecked Sendable {
    @usableFromInline
    let sequence: S

    @inlinable
    init(sequence: S, observer: AnyObserver<S.Element>) {
        self.sequence = sequence
        super.init(observer: observer)
    }

    @inlinable
    func run() -> Disposable {
        var iterator = sequence.makeIterator()
        while !isStopped, let element = iterator.next() {
            observer.on(.next(element))
        }
        forwardTerminal(.completed)
        return Disposables.create()
    }
}
