import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The `.part` files being written, so that an interrupted process can remove them: the paths
/// are kept in fixed C storage that `removeAll()` reads without allocating or locking. Each
/// slot's state is an atomic (free, being written, ready): a path is published only once it
/// is whole, so a signal arriving mid-registration never removes half a path.
public enum PartFiles {
    private static let slots = 64
    private static let length = 4096
    private static let free = 0
    private static let writing = 1
    private static let ready = 2

    nonisolated(unsafe) private static let paths: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: slots * length)
        buffer.initialize(repeating: 0, count: slots * length)
        return buffer
    }()
    nonisolated(unsafe) private static let states: UnsafeMutablePointer<Atomic<Int>> = {
        let states = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: slots)
        for slot in 0..<slots { (states + slot).initialize(to: Atomic(free)) }
        return states
    }()

    /// Makes the storage before any signal handler may read it.
    public static func prepare() {
        _ = paths
        _ = states
    }

    /// Keeps `path` for `removeAll()`. A path that does not fit whole is refused rather than
    /// cut (a cut path could name another file), as is one more than 64 at once.
    public static func register(_ path: String) throws(FileError) {
        let bytes = Array(path.utf8)
        guard bytes.count < length, !bytes.contains(0) else {
            throw .unsafePath("the path is too long to write safely")
        }
        for slot in 0..<slots {
            guard states[slot].compareExchange(expected: free, desired: writing, ordering: .acquiring).exchanged
            else { continue }
            for (offset, byte) in bytes.enumerated() { paths[slot * length + offset] = CChar(bitPattern: byte) }
            paths[slot * length + bytes.count] = 0
            states[slot].store(ready, ordering: .releasing)
            return
        }
        throw .unsafePath("too many files being written at once")
    }

    /// Forgets `path`: it is whole, or gone.
    public static func unregister(_ path: String) {
        for slot in 0..<slots where states[slot].load(ordering: .acquiring) == ready {
            guard String(cString: paths + slot * length) == path else { continue }
            return states[slot].store(free, ordering: .releasing)
        }
    }

    /// The paths `removeAll()` would remove now.
    public static var registered: [String] {
        (0..<slots).filter { states[$0].load(ordering: .acquiring) == ready }.map {
            String(cString: paths + $0 * length)
        }
    }

    /// Removes every registered file. Async-signal-safe: atomic loads and `unlink(2)` on fixed
    /// storage.
    public static func removeAll() {
        for slot in 0..<slots where states[slot].load(ordering: .acquiring) == ready {
            unlink(paths + slot * length)
        }
    }
}
