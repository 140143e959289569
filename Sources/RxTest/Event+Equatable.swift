import RxCore

/// Events compare by element, and errors by type and description, so tests can assert exact
/// event lists.
extension Event: Equatable where Element: Equatable {
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let left), .next(let right)): return left == right
        case (.completed, .completed): return true
        case (.error(let left), .error(let right)): return sameError(left, right)
        default: return false
        }
    }
}

/// Whether two errors are of the same type and describe themselves the same way.
func sameError(_ left: Swift.Error, _ right: Swift.Error) -> Bool {
    type(of: left) == type(of: right) && String(reflecting: left) == String(reflecting: right)
}
