/// A sink that observes one upstream sequence.
@usableFromInline
protocol SourceObserver: AnyObject {
    associatedtype SourceElement
    func on(_ event: Event<SourceElement>)
}

extension Observable {
    /// An operator over one source: each subscription creates a sink with `makeSink` and
    /// subscribes it to `source`; the sink is what the subscriber disposes.
    @inlinable
    static func chained<S: Sink<Element> & SourceObserver>(
        to source: Observable<S.SourceElement>,
        _ makeSink: @escaping (AnyObserver<Element>) -> S
    ) -> Observable<Element> {
        Observable { observer in
            let sink = makeSink(observer)
            sink.setUpstream(source.run(AnyObserver(eventHandler: sink.on)))
            return sink
        }
    }
}
