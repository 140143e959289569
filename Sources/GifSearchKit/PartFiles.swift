import RxCore

#if canImport(Glibc)
    import Glibc
#endif

/// The `.part` files being written, so that an interrupted process can remove them: the paths
/// are kept in fixed C storage that `removeAll()` reads without allocating or locking.
public enum PartFiles {
    private static let slots = 64
    private static let length = 4096
    /// Fixed storage the cleanup reads; a slot whose first byte is 0 is free.
    nonisolated(unsafe) private static let paths: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: slots * length)
        buffer.initialize(repeating: 0, count: slots * length)
        return buffer
    }()
    private static let lock = LockedState(())

    /// Makes the storage before any signal handler may read it.
    public static func prepare() {
        _ = paths
    }

    static func register(_ path: String) {
        lock.withLock { _ in
            guard let slot = (0..<slots).first(where: { paths[$0 * length] == 0 }) else { return }
            let bytes = Array(path.utf8.prefix(length - 1)).map { CChar(bitPattern: $0) } + [0]
            // The terminating zero first and the first byte last: a slot is never half written.
            for (offset, byte) in bytes.enumerated().reversed() { paths[slot * length + offset] = byte }
        }
    }

    static func unregister(_ path: String) {
        lock.withLock { _ in
            for slot in 0..<slots where String(cString: paths + slot * length) == path { paths[slot * length] = 0 }
        }
    }

    /// Removes every registered file. Async-signal-safe: only `unlink(2)` on fixed storage.
    public static func removeAll() {
        for slot in 0..<slots where paths[slot * length] != 0 { unlink(paths + slot * length) }
    }
}
