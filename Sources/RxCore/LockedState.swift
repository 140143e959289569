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
    /// The mutex and the state in one heap block, allocated once because a pthread mutex must
    /// not move: the mutex at its start and the state at the next offset `State`'s alignment
    /// allows, placed by hand rather than by how Swift lays out a struct's fields. Owned by this
    /// value; the state is only touched with the mutex held.
    @usableFromInline
    let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @usableFromInline
    let state: UnsafeMutablePointer<State>

    /// Where the state starts in the block.
    private static var stateOffset: Int {
        let alignment = MemoryLayout<State>.alignment
        return (MemoryLayout<pthread_mutex_t>.stride + alignment - 1) / alignment * alignment
    }

    /// A lock guarding `initial`.
    public init(_ initial: State) {
        let block = UnsafeMutableRawPointer.allocate(
            byteCount: Self.stateOffset + max(1, MemoryLayout<State>.size),
            alignment: max(MemoryLayout<pthread_mutex_t>.alignment, MemoryLayout<State>.alignment))
        mutex = block.initializeMemory(as: pthread_mutex_t.self, repeating: pthread_mutex_t(), count: 1)
        state = (block + Self.stateOffset).initializeMemory(as: State.self, repeating: initial, count: 1)
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed: \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        state.deinitialize(count: 1)
        UnsafeMutableRawPointer(mutex).deallocate()
    }

    /// Runs `body` on the state with the mutex held.
    @inlinable
    public func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state.pointee)
    }
}
