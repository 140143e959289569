extension ObservableType {
    /// A sequence made anew by `factory` for each subscription; a thrown error is emitted.
    public static func deferred(_ factory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        Observable { observer in
            do {
                return try factory().run(observer)
            } catch {
                observer.on(.error(error))
                return Disposables.create()
            }
        }
    }
}
