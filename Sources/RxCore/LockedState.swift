#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// State guarded by a `pthread_mutex_t`, with the `withLock { state in … }` shape of
/// `Synchronization.Mutex`; public so that the other modules' thread-safe types use it too.
///
/// RxCore uses it instead of `Mutex` because on Linux `Mutex` is built on raw futex calls that
/// ThreadSanitizer cannot see, so every access it guards is reported as a race; pthread mutexes
/// are intercepted by ThreadSanitizer and keep `swift test --sanitize=thread` meaningful.
public struct LockedState<State>: ~Copyable, @unchecked Sendable {
    struct Storage {
        var mutex = pthread_mutex_t()
        var state: State
    }

    /// Heap-allocated once because a pthread mutex must not move; owned by this value, and the
    /// state in it is only touched with the mutex held.
    let storage: UnsafeMutablePointer<Storage>

    /// A lock guarding `initial`.
    public init(_ initial: State) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: Storage(state: initial))
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed: \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// The mutex, which is the first field of the storage.
    var mutex: UnsafeMutablePointer<pthread_mutex_t> {
        UnsafeMutableRawPointer(storage).assumingMemoryBound(to: pthread_mutex_t.self)
    }

    /// Runs `body` on the state with the mutex held.
    public func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&storage.pointee.state)
    }
}
