import RxCore

/// A value made the first time it is asked for, and kept; a failure is not kept, so the next
/// ask tries again. What a service opens lazily: the library, the index of the person's GIFs.
final class MadeOnFirstUse<Value: Sendable>: Sendable {
    private let made = LockedState<Value?>(nil)

    /// The value, made by `make` under the lock the first time.
    func value(making make: () throws(SearchFailure) -> Value) throws(SearchFailure) -> Value {
        try made.withLock { made -> Result<Value, SearchFailure> in
            if let made { return .success(made) }
            do throws(SearchFailure) {
                let value = try make()
                made = value
                return .success(value)
            } catch {
                return .failure(error)
            }
        }.get()
    }
}
