import RxCore

/// The progress of a batch of downloads on stderr: one line rewritten in place, only when
/// stderr is a terminal.
final class DownloadProgress: @unchecked Sendable {
    private struct State {
        var done = 0
        var failed = 0
        var received: [String: Int] = [:]
    }

    private let total: Int
    private let isVisible = isatty(STDERR_FILENO) == 1
    /// Guards the counters, updated from the I/O thread.
    private let state = LockedState(State())

    init(total: Int) {
        self.total = total
    }

    func update(name: String, received: Int) {
        state.withLock { $0.received[name] = received }
        draw()
    }

    func completed() {
        state.withLock { $0.done += 1 }
        draw()
    }

    func failed() {
        state.withLock { $0.failed += 1 }
        draw()
    }

    func finish() {
        if isVisible { StandardError.write("\r\u{1B}[K") }
    }

    private func draw() {
        guard isVisible else { return }
        let (done, failed, bytes) = state.withLock { ($0.done, $0.failed, $0.received.values.reduce(0, +)) }
        let width = 20
        let filled = total == 0 ? width : (done + failed) * width / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        StandardError.write(
            "\r\u{1B}[K\(bar) \(done + failed)/\(total) GIFs, \(bytes / 1024) KiB"
                + (failed > 0 ? ", \(failed) failed" : ""))
    }
}

#if canImport(Glibc)
    import Glibc
#endif
