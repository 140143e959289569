extension ObservableType {
    /// A sequence whose subscriptions run `subscribe`, which emits through the given observer and
    /// returns what to dispose when the subscription ends. Events after a terminal event, or after
    /// disposal, are dropped. Inlinable so that the sink the observer forwards to is specialized
    /// for the caller's element type.
    @inlinable
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        Observable { observer in
            let sink = Sink(observer: observer)
            sink.setUpstream(subscribe(AnyObserver(eventHandler: sink.forward)))
            return sink
        }
    }
}
