import Synchronization
import Terminal

#if canImport(Glibc)
    import Glibc
#endif

/// What a picture in pixels needs written to stdout when the process ends before the picture
/// is done with (Ctrl-C, SIGTERM, a failure): kitty's image deleted, the cursor put below a
/// sixel animation. Kept in fixed storage for `Signals`, which runs it; `disarm` when done.
enum PictureCleanup {
    private static let capacity = 256
    nonisolated(unsafe) private static let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var length = 0
    private static let armed = Atomic<Bool>(false)
    private static let registered = Atomic<Bool>(false)

    /// Writes `bytes` (at most 256 of them) at the end unless disarmed first.
    static func arm(_ bytes: [UInt8]) {
        precondition(bytes.count <= capacity, "a picture cleanup is a few escape sequences")
        if !registered.exchange(true, ordering: .acquiringAndReleasing) {
            Signals.onExit { PictureCleanup.run() }
        }
        for (index, byte) in bytes.enumerated() { storage[index] = byte }
        length = bytes.count
        armed.store(true, ordering: .releasing)
    }

    static func disarm() {
        armed.store(false, ordering: .releasing)
    }

    /// Async-signal-safe: one `write(2)` of what `arm` stored, at most once.
    private static func run() {
        guard armed.exchange(false, ordering: .acquiringAndReleasing) else { return }
        _ = write(STDOUT_FILENO, storage, length)
    }
}
