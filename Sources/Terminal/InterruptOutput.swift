import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Bytes written to stdout if the process is interrupted (SIGINT exits 130, SIGTERM 143) or
/// ends while they are armed: what takes a playing picture away and puts the terminal back.
/// Kept in fixed storage, written before arming, for the signal handler.
public enum InterruptOutput {
    private static let capacity = 512
    nonisolated(unsafe) private static let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var length = 0
    private static let armed = Atomic<Bool>(false)
    private static let registered = Atomic<Bool>(false)

    /// Arms `output` (at most 512 bytes: a few escape sequences), replacing what was armed.
    public static func arm(_ output: [UInt8]) {
        precondition(output.count <= capacity, "what an interruption writes is a few escape sequences")
        if !registered.exchange(true, ordering: .acquiringAndReleasing) {
            Signals.onExit { InterruptOutput.writeIfArmed() }
        }
        armed.store(false, ordering: .releasing)
        for (index, byte) in output.enumerated() { bytes[index] = byte }
        length = output.count
        armed.store(true, ordering: .releasing)
    }

    /// Nothing is to be written any more.
    public static func disarm() {
        armed.store(false, ordering: .releasing)
    }

    /// Async-signal-safe: only write(2), at most once.
    static func writeIfArmed() {
        guard armed.exchange(false, ordering: .acquiringAndReleasing) else { return }
        _ = write(STDOUT_FILENO, bytes, length)
    }
}
