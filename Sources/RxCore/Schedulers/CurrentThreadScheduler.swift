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
    public static var isScheduleRequired: Bool { Trampoline.current == nil }

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
        if let trampoline = Trampoline.current {
            return trampoline.enqueue(work)
        }
        return trampoline(work)
    }

    /// Runs `work` at once as the first item of a new trampoline on this thread, then everything
    /// it scheduled, and returns what `work` returned.
    @usableFromInline
    func trampoline(_ work: () -> Disposable) -> Disposable {
        let trampoline = Trampoline()
        Trampoline.current = trampoline
        defer { Trampoline.current = nil }
        let result = work()
        trampoline.drain()
        return result
    }
}

/// The queue of work scheduled on one thread while its trampoline runs.
final class Trampoline {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed")
        return key
    }()

    /// The trampoline of this thread, held unretained in thread-local storage while it runs
    /// (the `trampoline(_:)` frame owns it for exactly that long).
    static var current: Trampoline? {
        get {
            guard let pointer = pthread_getspecific(key) else { return nil }
            return Unmanaged<Trampoline>.fromOpaque(pointer).takeUnretainedValue()
        }
        set {
            pthread_setspecific(key, newValue.map { Unmanaged.passUnretained($0).toOpaque() })
        }
    }

    private var items: [ScheduledItem] = []
    private var head = 0

    func enqueue(_ work: @escaping () -> Disposable) -> Disposable {
        let item = ScheduledItem(work)
        items.append(item)
        return item
    }

    func drain() {
        while head < items.count {
            let item = items[head]
            head += 1
            item.run()
        }
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
