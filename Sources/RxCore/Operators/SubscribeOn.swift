extension ObservableType {
    /// Subscribes to the source, and later disposes that subscription, on `scheduler`: also when
    /// the source ends, as RxSwift does. The source is subscribed to as it is, not through
    /// `asObservable()`, whose wrapper would dispose it at once when it ends.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = (self as? Observable<Element>) ?? Observable { observer in self.subscribe(observer) }
        return Observable { observer in
            let sink = Sink(observer: observer)
            let subscription = SingleAssignmentDisposable()
            let scheduled = scheduler.schedule(()) { _ in
                subscription.setDisposable(source.subscribe(AnyObserver(eventHandler: sink.forward)))
                return Disposables.create()
            }
            sink.setUpstream(
                Disposables.create {
                    scheduled.dispose()
                    _ = scheduler.schedule(()) { _ in
                        subscription.dispose()
                        return Disposables.create()
                    }
                })
            return sink
        }
    }
}
