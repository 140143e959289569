import Synchronization
import Terminal

#if canImport(Glibc)
    import Glibc
#endif

/// Puts stdout's terminal back after a preview: attributes reset, synchronized output ended,
/// cursor shown. Armed while a preview plays; `Signals` runs it when the process is interrupted
/// (SIGINT exits 130, SIGTERM 143) or ends. A picture in pixels adds what an interruption must
/// also write, first (kitty's image deleted, the cursor put below a sixel animation), kept in
/// fixed storage for the signal handler.
enum PreviewRestore {
    private static let capacity = 256
    nonisolated(unsafe) private static let picture = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var pictureLength = 0
    private static let armed = Atomic<Bool>(false)
    private static let registered = Atomic<Bool>(false)

    /// Arms the restore; `interruptedPicture` (at most 256 bytes) is written before it when the
    /// preview is interrupted rather than finished.
    static func install(interruptedPicture: [UInt8] = []) {
        precondition(interruptedPicture.count <= capacity, "a picture's cleanup is a few escape sequences")
        if !registered.exchange(true, ordering: .acquiringAndReleasing) {
            Signals.onExit { PreviewRestore.restore(interrupted: true) }
        }
        for (index, byte) in interruptedPicture.enumerated() { picture[index] = byte }
        pictureLength = interruptedPicture.count
        armed.store(true, ordering: .releasing)
    }

    /// Async-signal-safe: only write(2), at most once. An interrupted preview also writes its
    /// picture's cleanup and ends the line it stopped on.
    static func restore(interrupted: Bool = false) {
        guard armed.exchange(false, ordering: .acquiringAndReleasing) else { return }
        if interrupted { _ = write(STDOUT_FILENO, picture, pictureLength) }
        let reset: StaticString = "\u{1B}[0m\u{1B}[?2026l\u{1B}[?25h\n"
        _ = write(STDOUT_FILENO, reset.utf8Start, reset.utf8CodeUnitCount - (interrupted ? 0 : 1))
    }
}
