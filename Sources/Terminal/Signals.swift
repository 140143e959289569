import Dispatch
import RxCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The one place gifsearch handles signals, with `sigaction`.
///
/// Cleanups registered with `onExit` (restoring the terminal, removing `.part` files) run when
/// the process is interrupted (SIGINT, SIGTERM, SIGHUP; it then exits with 128 + the signal,
/// 130 for Ctrl-C) or crashes (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT; it then dies of the
/// signal as it would have), and on a normal exit through `runCleanups()`. Cleanups must be
/// async-signal-safe: `write(2)`, `unlink(2)`, `tcsetattr(3)`, no allocation, no locks.
public enum Signals {
    private static let capacity = 8
    /// Registered cleanups; slot `i` is written before `count` grows past it.
    nonisolated(unsafe) private static let cleanups: UnsafeMutablePointer<(@convention(c) () -> Void)?> = {
        let slots = UnsafeMutablePointer<(@convention(c) () -> Void)?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()
    private static let count = Atomic<Int>(0)
    private static let registration = LockedState(())

    /// Runs `cleanup` when the process ends by a signal, a crash or `runCleanups()`. Installs the
    /// handlers on first use.
    public static func onExit(_ cleanup: @convention(c) () -> Void) {
        registration.withLock { _ in
            let index = count.load(ordering: .acquiring)
            precondition(index < capacity, "more cleanups than Signals has room for")
            if index == 0 { installHandlers() }
            cleanups[index] = cleanup
            count.store(index + 1, ordering: .releasing)
        }
    }

    /// Runs every registered cleanup, the last registered first (as `atexit` does: the terminal's
    /// modes, registered before anything is drawn, come back after the drawing is taken away):
    /// the normal way out of the process.
    public static func runCleanups() {
        for index in (0..<count.load(ordering: .acquiring)).reversed() { cleanups[index]?() }
    }

    /// The status a process ended by `signal` exits with: 128 + its number.
    public static func exitStatus(for signal: Int32) -> Int32 {
        128 + signal
    }

    private static let interrupting = [SIGINT, SIGTERM, SIGHUP]
    private static let fatal = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT]

    private static func installHandlers() {
        for signal in interrupting { install(signal) { Signals.handleInterrupt($0) } }
        for signal in fatal {
            install(signal, flags: Int32(bitPattern: UInt32(SA_RESETHAND))) { Signals.handleFatal($0) }
        }
        unblock(interrupting)
    }

    /// Async-signal-safe: the other threads' output stopped, the cleanups, then `_exit(2)`.
    private static func handleInterrupt(_ signal: Int32) {
        DescriptorWriter.silence()
        runCleanups()
        _exit(exitStatus(for: signal))
    }

    /// Async-signal-safe: the cleanups, then the signal again with its default action (the
    /// handler was reset when it ran).
    private static func handleFatal(_ signal: Int32) {
        runCleanups()
        raise(signal)
    }

    static func install(_ signal: Int32, flags: Int32 = 0, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        sigaction(signal, &action, nil)
    }

    /// Unblocks `signals` for the process: a parent may have started gifsearch with them blocked
    /// (children inherit the mask), and then no handler would ever run.
    static func unblock(_ signals: [Int32]) {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}

extension Signals {
    /// Writing to a pipe whose reader went away fails with EPIPE instead of killing the
    /// process, so that `gifsearch cats | head -3` can stop its requests and exit 0. (Children
    /// started with `posix_spawn` must set it back to the default.)
    public static func ignoreBrokenPipes() {
        ignore(SIGPIPE)
    }

    /// Children are waited for (`ChildProcess`): SIGCHLD goes back to its default, which an
    /// ignoring parent would otherwise pass on through exec and make every wait fail.
    public static func waitForChildren() {
        signal(SIGCHLD, SIG_DFL)
    }

    private static func ignore(_ signal: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_IGN
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
    }
}
