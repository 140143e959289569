/// A FIFO of events handed from a producer thread to one draining thread: `push` says when a
/// drain must be scheduled, `pop` ends the drain when the queue runs empty.
final class PendingEvents<Element>: @unchecked Sendable {
    private struct State {
        var events = Queue<Event<Element>>()
        var isDraining = false
    }

    private let state = LockedState(State())

    /// Queues `event`; true when no drain is under way, so the caller must start one.
    func push(_ event: Event<Element>) -> Bool {
        state.withLock { state in
            state.events.enqueue(event)
            if state.isDraining { return false }
            state.isDraining = true
            return true
        }
    }

    /// The next event, or `nil` (ending the drain) when none is left.
    func pop() -> Event<Element>? {
        state.withLock { state -> Event<Element>? in
            let next = state.events.dequeue()
            if next == nil { state.isDraining = false }
            return next
        }
    }
}
