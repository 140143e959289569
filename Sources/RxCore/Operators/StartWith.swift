extension ObservableType {
    /// Emits `elements` first, then the source's events.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer in
            for element in elements { observer.on(.next(element)) }
            return source.run(observer)
        }
    }
}
