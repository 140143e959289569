#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs work on the calling thread: at once if nothing else from this scheduler is running on
/// the thread, otherwise after the running work finishes (a trampoline), which turns recursion
/// into iteration and lets a subscription be wired before a synchronous source emits.
public final class CurrentThreadScheduler: ImmediateSchedulerType {
    /// The shared instance.
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// Whether no trampoline runs on this thread, so scheduled work would run at once.
    public static var isScheduleRequired: Bool { !Trampoline.ofThisThread.isRunning }

    /// Runs `action(state)` now or, inside running work, when that work finishes.
    public func schedule<StateType: Sendable>(
        _ state: StateType,
        action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        schedule { action(state) }
    }

    /// The same as `schedule(_:action:)` for work that never leaves this thread.
    @usableFromInline
    func schedule(_ work: @escaping () -> Disposable) -> Disposable {
        let trampoline = Trampoline.ofThisThread
        if trampoline.isRunning {
            return trampoline.enqueue(work)
        }
        return trampoline.run(work)
    }

    /// Runs `work` at once and returns what it returned; when no trampoline runs on this thread,
    /// `work` runs as the first item of a new one, followed by everything it scheduled.
    @usableFromInline
    static func trampoline(_ work: () -> Disposable) -> Disposable {
        let trampoline = Trampoline.ofThisThread
        return trampoline.isRunning ? work() : trampoline.run(work)
    }
}

/// The queue of work scheduled on one thread while its trampoline runs. Each thread has one,
/// made on first use and released when the thread exits.
final class Trampoline {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<Trampoline>.fromOpaque(pointer).release() }
        }
        precondition(status == 0, "pthread_key_create failed")
        return key
    }()

    /// This thread's trampoline, held retained in thread-local storage.
    static var ofThisThread: Trampoline {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<Trampoline>.fromOpaque(pointer).takeUnretainedValue()
        }
        let trampoline = Trampoline()
        pthread_setspecific(key, Unmanaged.passRetained(trampoline).toOpaque())
        return trampoline
    }

    // Touched only by the trampoline's own thread, so exclusivity needs no runtime checks.
    @exclusivity(unchecked) private(set) var isRunning = false
    @exclusivity(unchecked) private var items: [ScheduledItem] = []
    @exclusivity(unchecked) private var head = 0

    /// Runs `work`, then the work it scheduled, in order.
    func run(_ work: () -> Disposable) -> Disposable {
        isRunning = true
        defer {
            items.removeAll(keepingCapacity: true)
            head = 0
            isRunning = false
        }
        let result = work()
        while head < items.count {
            let item = items[head]
            head += 1
            item.run()
        }
        return result
    }

    func enqueue(_ work: @escaping () -> Disposable) -> Disposable {
        let item = ScheduledItem(work)
        items.append(item)
        return item
    }
}

/// Work waiting in a trampoline; disposing it before it runs cancels it.
final class ScheduledItem: Disposable, @unchecked Sendable {
    /// Owned by the trampoline's thread until it runs; `result` synchronizes disposal.
    private var work: (() -> Disposable)?
    private let result = SingleAssignmentDisposable()

    init(_ work: @escaping () -> Disposable) {
        self.work = work
    }

    func run() {
        guard let work, !result.isDisposed else { return }
        self.work = nil
        result.setDisposable(work())
    }

    func dispose() { result.dispose() }
}
