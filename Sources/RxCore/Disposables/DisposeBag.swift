/// Collects disposables and disposes them all when the bag is deallocated.
public final class DisposeBag: @unchecked Sendable {
    private struct State {
        var disposables: [Disposable] = []
        var isDisposed = false
    }

    /// Guards the members; inserting after deallocation began disposes at once.
    private let state = LockedState(State())

    /// An empty bag.
    public init() {}

    /// Adds `disposable`.
    public func insert(_ disposable: Disposable) {
        let disposeNow = state.withLock { state -> Bool in
            if state.isDisposed { return true }
            state.disposables.append(disposable)
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Adds several disposables.
    public func insert(_ disposables: Disposable...) {
        disposables.forEach(insert)
    }

    deinit {
        let members = state.withLock { state -> [Disposable] in
            state.isDisposed = true
            defer { state.disposables = [] }
            return state.disposables
        }
        members.forEach { $0.dispose() }
    }
}
