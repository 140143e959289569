import Synchronization

/// A place for one disposable that may be disposed before the disposable arrives, in which case
/// the disposable is disposed as soon as it is set. Shared by `Sink` and
/// `SingleAssignmentDisposable`.
@usableFromInline
struct DisposableSlot: ~Copyable, Sendable {
    @usableFromInline
    /// Only touched under `state`'s lock.
    enum State: @unchecked Sendable {
        case empty
        case holding(Disposable)
        case disposed
    }

    @usableFromInline
    let state = Mutex<State>(.empty)

    @inlinable
    init() {}

    /// Whether `dispose()` was called.
    @inlinable
    var isDisposed: Bool {
        state.withLock { state in
            if case .disposed = state { return true }
            return false
        }
    }

    /// Stores `disposable`, or disposes it at once if the slot was already disposed.
    @inlinable
    func set(_ disposable: Disposable) {
        let disposeNow = state.withLock { state -> Bool in
            switch state {
            case .empty:
                state = .holding(disposable)
                return false
            case .disposed:
                return true
            case .holding:
                preconditionFailure("DisposableSlot set twice")
            }
        }
        if disposeNow { disposable.dispose() }
    }

    /// Disposes the stored disposable (outside the lock) and marks the slot disposed.
    @inlinable
    func dispose() {
        let held = state.withLock { state -> Disposable? in
            defer { state = .disposed }
            if case .holding(let disposable) = state { return disposable }
            return nil
        }
        held?.dispose()
    }
}
