#if canImport(Glibc)
    import Glibc
#endif

/// The signal handlers gifsearch installs.
enum Signals {
    /// Runs `handler` on SIGINT and SIGTERM. The handler must be async-signal-safe and end the
    /// process: with 130 for SIGINT and 143 for SIGTERM (`exitStatus(for:)`).
    static func onInterrupt(_ handler: @convention(c) (Int32) -> Void) {
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
        unblock([SIGINT, SIGTERM])
    }

    /// The status a process interrupted by `signal` exits with: 128 + the signal number.
    static func exitStatus(for signal: Int32) -> Int32 {
        128 + signal
    }

    /// Unblocks `signals` for the process: a parent may have started gifsearch with them blocked
    /// (children inherit the mask), and then no handler would ever run.
    private static func unblock(_ signals: [Int32]) {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}
