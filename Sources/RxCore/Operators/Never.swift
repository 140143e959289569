extension ObservableType {
    /// A sequence that never emits anything.
    public static func never() -> Observable<Element> {
        Observable { _ in Disposables.create() }
    }
}
