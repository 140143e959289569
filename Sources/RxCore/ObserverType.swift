/// Receives the events of an observable sequence, following the grammar documented on `Event`.
public protocol ObserverType {
    /// The type of elements received.
    associatedtype Element
    /// Delivers one event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Delivers `.next(element)`.
    @inlinable
    public func onNext(_ element: Element) { on(.next(element)) }

    /// Delivers `.completed`.
    @inlinable
    public func onCompleted() { on(.completed) }

    /// Delivers `.error(error)`.
    @inlinable
    public func onError(_ error: Swift.Error) { on(.error(error)) }

    /// This observer, type-erased.
    @inlinable
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }
}
