/// Errors that RxCore's own operators produce.
public enum RxError: Swift.Error, Equatable, CustomStringConvertible {
    /// A sequence that had to produce an element completed without one.
    case noElements
    /// A sequence that had to produce exactly one element produced more.
    case moreThanOneElement
    /// No event arrived in the allowed time.
    case timeout
    /// An argument was outside its valid range.
    case argumentOutOfRange
    /// An arithmetic operation overflowed.
    case overflow

    public var description: String {
        switch self {
        case .noElements: return "Sequence doesn't contain any elements."
        case .moreThanOneElement: return "Sequence contains more than one element."
        case .timeout: return "Sequence timeout."
        case .argumentOutOfRange: return "Argument out of range."
        case .overflow: return "Arithmetic overflow."
        }
    }
}
