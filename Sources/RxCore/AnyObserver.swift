/// A type-erased observer that forwards every event to a closure.
@frozen
public struct AnyObserver<Element>: ObserverType {
    /// The closure each event is forwarded to.
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline
    let handler: EventHandler

    /// An observer that calls `eventHandler` for every event.
    @inlinable
    public init(eventHandler: @escaping EventHandler) {
        self.handler = eventHandler
    }

    /// Wraps any observer; wrapping an `AnyObserver` returns it unchanged.
    @inlinable
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let erased = observer as? AnyObserver<Element> {
            self = erased
        } else {
            self.handler = observer.on
        }
    }

    /// Forwards `event` to the handler.
    @inlinable
    public func on(_ event: Event<Element>) {
        handler(event)
    }

    /// This observer.
    @inlinable
    public func asObserver() -> AnyObserver<Element> { self }

    /// An observer that transforms elements with `transform` before forwarding them here.
    public func mapObserver<Source>(_ transform: @escaping (Source) throws -> Element) -> AnyObserver<Source> {
        let handler = self.handler
        return AnyObserver<Source> { event in handler(event.map(transform)) }
    }
}
