extension ObservableType {
    /// A sequence that never emits anything.
    public static func never() -> Observable<Element> {
        AnonymousObservable { _ in Disposables.create() }
    }
}
