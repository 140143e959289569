import RxCore

#if canImport(Glibc)
    import Glibc
#endif

/// The `.part` files being written, removed when the user interrupts: the signal handler only
/// calls `unlink` and `_exit`, which are async-signal-safe, on paths kept in C strings.
enum PartFiles {
    private static let slots = 64
    private static let length = 4096
    /// Fixed storage the handler can read without allocating; a slot whose first byte is 0 is free.
    nonisolated(unsafe) private static let paths: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: slots * length)
        buffer.initialize(repeating: 0, count: slots * length)
        return buffer
    }()
    private static let lock = LockedState(())

    static func register(_ path: String) {
        lock.withLock { _ in
            guard let slot = (0..<slots).first(where: { paths[$0 * length] == 0 }) else { return }
            let bytes = Array(path.utf8.prefix(length - 1)).map { CChar(bitPattern: $0) } + [0]
            for (offset, byte) in bytes.enumerated().reversed() { paths[slot * length + offset] = byte }
        }
    }

    static func unregister(_ path: String) {
        lock.withLock { _ in
            for slot in 0..<slots where String(cString: paths + slot * length) == path { paths[slot * length] = 0 }
        }
    }

    /// On SIGINT (exit 130) and SIGTERM (143), removes the registered files first.
    static func installCleanup() {
        _ = paths
        signal(SIGINT) { _ in PartFiles.removeAllAndExit(130) }
        signal(SIGTERM) { _ in PartFiles.removeAllAndExit(143) }
        Signals.unblock([SIGINT, SIGTERM])
    }

    private static func removeAllAndExit(_ status: Int32) -> Never {
        for slot in 0..<slots where paths[slot * length] != 0 { unlink(paths + slot * length) }
        _exit(status)
    }
}
