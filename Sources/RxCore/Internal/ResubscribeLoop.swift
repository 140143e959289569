/// Runs a subscribe step again each time it is requested, iteratively: a request made while the
/// step runs (a source that fails synchronously) is carried out after the step returns, so
/// `retry` on such a source loops instead of recursing.
final class ResubscribeLoop: Sendable {
    private struct State {
        var isRunning = false
        var isRequested = false
    }

    private let state = LockedState(State())

    /// Runs `step` now, or once more after the step already running returns.
    func request(_ step: () -> Void) {
        let runNow = state.withLock { state -> Bool in
            if state.isRunning {
                state.isRequested = true
                return false
            }
            state.isRunning = true
            return true
        }
        guard runNow else { return }
        repeat {
            step()
        } while state.withLock { state -> Bool in
            if state.isRequested {
                state.isRequested = false
                return true
            }
            state.isRunning = false
            return false
        }
    }
}
