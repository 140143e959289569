import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// What putting the terminal back takes, kept where a signal handler can use it: the saved
/// modes and the bytes that undo what was switched on, in fixed storage, written before the
/// restore is armed.
enum TerminalRestore {
    private static let undoCapacity = 256
    nonisolated(unsafe) private static var descriptor: Int32 = -1
    nonisolated(unsafe) private static let saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) private static let undo = UnsafeMutablePointer<UInt8>.allocate(capacity: undoCapacity)
    nonisolated(unsafe) private static var undoLength = 0
    private static let armed = Atomic<Bool>(false)
    private static let registered = Atomic<Bool>(false)

    static func arm(descriptor: Int32, saved modes: termios, undo text: String) {
        if !registered.exchange(true, ordering: .acquiringAndReleasing) {
            Signals.onExit { TerminalRestore.restore() }
        }
        let bytes = Array(text.utf8.prefix(undoCapacity))
        self.descriptor = descriptor
        saved.initialize(to: modes)
        for (index, byte) in bytes.enumerated() { undo[index] = byte }
        undoLength = bytes.count
        armed.store(true, ordering: .releasing)
    }

    /// Async-signal-safe: `write(2)` and `tcsetattr(3)` on what `arm` stored, at most once.
    static func restore() {
        guard armed.exchange(false, ordering: .acquiringAndReleasing) else { return }
        _ = write(descriptor, undo, undoLength)
        tcsetattr(descriptor, TCSAFLUSH, saved)
    }
}
