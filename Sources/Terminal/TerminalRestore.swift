import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// What putting the terminal back takes, kept where a signal handler can use it: the saved
/// modes, a descriptor of its own for the terminal, and the bytes that undo what was switched
/// on, in fixed storage, written before the restore is armed.
///
/// Before the modes come back, the answers the terminal still owes are read and dropped
/// (`TerminalReplies`), so that none reaches the shell's prompt.
enum TerminalRestore {
    private static let undoCapacity = 256
    nonisolated(unsafe) private static var descriptor: Int32 = -1
    nonisolated(unsafe) private static let saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) private static let undo = UnsafeMutablePointer<UInt8>.allocate(capacity: undoCapacity)
    nonisolated(unsafe) private static var undoLength = 0
    private static let armed = Atomic<Bool>(false)
    private static let registered = Atomic<Bool>(false)

    /// Arms the restore of `modes` on `descriptor`; when one is armed already (quiet mode, then
    /// the picker's raw mode), the modes first saved are kept and only `undo` is replaced.
    static func arm(descriptor: Int32, saved modes: termios, undo text: String) {
        if !registered.exchange(true, ordering: .acquiringAndReleasing) {
            Signals.onExit { TerminalRestore.restore() }
        }
        let bytes = Array(text.utf8.prefix(undoCapacity))
        let wasArmed = armed.exchange(false, ordering: .acquiringAndReleasing)
        if !wasArmed {
            self.descriptor = dup(descriptor)
            saved.initialize(to: modes)
        }
        for (index, byte) in bytes.enumerated() { undo[index] = byte }
        undoLength = bytes.count
        armed.store(true, ordering: .releasing)
    }

    /// Async-signal-safe: `write(2)`, the replies drained, `tcsetattr(3)` and `close(2)` on
    /// what `arm` stored, at most once.
    static func restore() {
        guard armed.exchange(false, ordering: .acquiringAndReleasing) else { return }
        _ = write(descriptor, undo, undoLength)
        TerminalReplies.drain(descriptor)
        tcsetattr(descriptor, TCSAFLUSH, saved)
        close(descriptor)
        descriptor = -1
    }
}
