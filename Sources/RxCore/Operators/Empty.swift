extension ObservableType {
    /// A sequence that completes at once.
    public static func empty() -> Observable<Element> {
        Observable { observer in
            observer.on(.completed)
            return Disposables.create()
        }
    }
}
