/// A type that can be turned into an `Observable`.
public protocol ObservableConvertibleType {
    /// The type of elements in the sequence.
    associatedtype Element
    /// The sequence as an `Observable`.
    func asObservable() -> Observable<Element>
}

/// A push-based sequence of events; see `Event` for the grammar every sequence obeys.
public protocol ObservableType: ObservableConvertibleType {
    /// Subscribes `observer`; disposing the result stops the subscription and all its upstream work.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element
}

extension ObservableType {
    /// Wraps this sequence in an `Observable` that subscribes to it.
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}
