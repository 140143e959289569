extension ObservableType {
    /// Subscribes to the source, and later disposes that subscription, on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
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
