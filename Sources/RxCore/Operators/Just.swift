extension ObservableType {
    /// A sequence of one element followed by `.completed`.
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        Observable { observer in
            observer.on(.next(element))
            observer.on(.completed)
            return Disposables.create()
        }
    }
}
