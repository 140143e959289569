/// Processes messages sent from any thread one at a time and in arrival order, without
/// holding a lock while processing: a message sent during processing (from another thread, or
/// reentrantly from the processing itself) is queued and handled by the thread already in the
/// loop (an emitter loop). Operators with several inputs route all of them through one loop, so
/// their state is only touched inside `process` and needs no lock of its own.
@usableFromInline
struct SerialLoop<Message>: ~Copyable {
    @usableFromInline
    struct State {
        @usableFromInline
        var pending = Queue<Message>()
        @usableFromInline
        var isRunning = false
    }

    /// Guards the queue and the running flag; never held while a message is processed.
    @usableFromInline
    let state = LockedState(State())

    @usableFromInline
    init() {}

    /// Processes `message` now, or queues it behind the processing under way, which will hand it
    /// to the `process` of that call. Every caller passes the same `process`.
    @inlinable
    func send(_ message: Message, to process: (Message) -> Void) {
        let runNow = state.withLock { state -> Bool in
            if state.isRunning {
                state.pending.enqueue(message)
                return false
            }
            state.isRunning = true
            return true
        }
        guard runNow else { return }
        var next: Message? = message
        while let message = next {
            process(message)
            next = state.withLock { state -> Message? in
                let next = state.pending.dequeue()
                if next == nil { state.isRunning = false }
                return next
            }
        }
    }
}
