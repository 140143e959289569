/// One notification of an observable sequence.
///
/// Every sequence obeys the grammar `next* (error | completed)?`: any number of `.next` events,
/// then at most one terminal event, after which nothing more is delivered. Events reach an
/// observer one at a time (never concurrently), and disposing a subscription stops all
/// upstream work and all further delivery.
@frozen
public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence failed; no event follows.
    case error(Swift.Error)
    /// The sequence ended normally; no event follows.
    case completed
}

extension Event: Sendable where Element: Sendable {}

extension Event {
    /// Whether this is `.error` or `.completed`.
    @inlinable
    public var isStopEvent: Bool {
        if case .next = self { return false }
        return true
    }

    /// The element of a `.next` event.
    @inlinable
    public var element: Element? {
        if case .next(let element) = self { return element }
        return nil
    }

    /// The error of an `.error` event.
    @inlinable
    public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// Whether this is `.completed`.
    @inlinable
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Transforms the element of a `.next` event; a thrown error becomes `.error`.
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        switch self {
        case .next(let element):
            do { return .next(try transform(element)) } catch { return .error(error) }
        case .error(let error): return .error(error)
        case .completed: return .completed
        }
    }
}

extension Event: CustomDebugStringConvertible {
    public var debugDescription: String {
        switch self {
        case .next(let element): return "next(\(element))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

/// A type that can be turned into an `Event`, so `dematerialize` can accept it.
public protocol EventConvertible {
    /// The element type of the event.
    associatedtype Element
    /// The event this value stands for.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// The event itself.
    public var event: Event<Element> { self }
}
