#if canImport(Glibc)
    import Glibc
#endif

/// Milliseconds on the monotonic clock, for deadlines while reading the terminal. Async-signal-safe
/// (`clock_gettime`).
public enum MonotonicClock {
    public static func milliseconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
    }
}
