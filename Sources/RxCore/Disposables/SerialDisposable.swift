/// Holds a replaceable disposable: setting a new one disposes the previous; after `dispose()`,
/// anything set is disposed at once.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
    private struct State {
        var current: Disposable?
        var isDisposed = false
    }

    /// Guards the current disposable and the disposed flag.
    private let state = LockedState(State())

    /// An empty holder.
    public init() {}

    /// Whether `dispose()` was called.
    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// The current disposable; setting disposes the previous one, outside the lock.
    public var disposable: Disposable {
        get { state.withLock { $0.current } ?? Disposables.create() }
        set {
            let (previous, isDisposed) = state.withLock { state -> (Disposable?, Bool) in
                if state.isDisposed { return (nil, true) }
                defer { state.current = newValue }
                return (state.current, false)
            }
            previous?.dispose()
            if isDisposed { newValue.dispose() }
        }
    }

    /// Disposes the current disposable and any set later.
    public func dispose() {
        let toDispose = state.withLock { state -> Disposable? in
            if state.isDisposed { return nil }
            state.isDisposed = true
            defer { state.current = nil }
            return state.current
        }
        toDispose?.dispose()
    }
}
