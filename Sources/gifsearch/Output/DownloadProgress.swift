import Dispatch
import RxCore
import Terminal

#if canImport(Glibc)
    import Glibc
#endif

/// The progress of a batch of downloads on stderr, only when stderr is a terminal: one bar per
/// transfer under way, then a total line, redrawn in place.
final class DownloadProgress: @unchecked Sendable {
    private struct Transfer {
        var received = 0
        var total: Int?
    }

    private struct State {
        var done = 0
        var failed = 0
        var active: [(name: String, transfer: Transfer)] = []
        var bytes = 0
        var drawnLines = 0
        /// When the bars were last drawn, in nanoseconds of uptime.
        var drawnAt: UInt64 = 0
    }

    /// Progress alone redraws at most this often (curl reports every chunk received).
    private static let redrawInterval: UInt64 = 100_000_000

    private let total: Int
    private let isVisible = isatty(STDERR_FILENO) == 1
    /// Guards the counters and the drawing, updated from the I/O thread.
    private let state = LockedState(State())

    init(total: Int) {
        self.total = total
    }

    func update(name: String, received: Int, total: Int?) {
        redraw(throttled: true) { state in
            if let index = state.active.firstIndex(where: { $0.name == name }) {
                state.bytes += received - state.active[index].transfer.received
                state.active[index].transfer = Transfer(received: received, total: total)
            } else {
                state.bytes += received
                state.active.append((name, Transfer(received: received, total: total)))
            }
        }
    }

    /// Counts a finished download and prints its path on stdout above the bars (which would
    /// otherwise be drawn over it when both go to the terminal).
    func completed(name: String, path: String?) {
        redraw(printing: path) { state in
            state.done += 1
            state.active.removeAll { $0.name == name }
        }
    }

    func failed(name: String) {
        redraw { state in
            state.failed += 1
            state.active.removeAll { $0.name == name }
        }
    }

    /// Clears the bars.
    func finish() {
        guard isVisible else { return }
        state.withLock { state in
            StandardError.write(ControlSequence.startOfLine(up: state.drawnLines) + ControlSequence.clearToEndOfScreen)
            state.drawnLines = 0
        }
    }

    private func redraw(printing line: String? = nil, throttled: Bool = false, _ change: (inout State) -> Void) {
        state.withLock { state in
            change(&state)
            let now = DispatchTime.now().uptimeNanoseconds
            if throttled && now - state.drawnAt < Self.redrawInterval { return }
            state.drawnAt = now
            if let line {
                if isVisible && state.drawnLines > 0 {
                    StandardError.write(
                        ControlSequence.startOfLine(up: state.drawnLines) + ControlSequence.clearToEndOfScreen)
                    state.drawnLines = 0
                }
                StandardOutput.write(line + "\n")
            }
            guard isVisible else { return }
            var lines = state.active.prefix(8).map { name, transfer in
                Self.bar(fraction: transfer.total.map { Double(transfer.received) / Double(max(1, $0)) })
                    + " \(TerminalText.sanitize(name))  \(transfer.received / 1024) KiB"
            }
            let finished = state.done + state.failed
            lines.append(
                Self.bar(fraction: total == 0 ? 1 : Double(finished) / Double(total))
                    + " \(finished)/\(total) GIFs, \(state.bytes / 1024) KiB"
                    + (state.failed > 0 ? ", \(state.failed) failed" : ""))
            StandardError.write(
                ControlSequence.startOfLine(up: state.drawnLines) + ControlSequence.clearToEndOfScreen
                    + lines.joined(separator: "\n") + "\n")
            state.drawnLines = lines.count
        }
    }

    /// A 20-column bar; unknown totals show an empty bar.
    private static func bar(fraction: Double?) -> String {
        let width = 20
        let filled = min(width, max(0, Int((fraction ?? 0) * Double(width))))
        return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    }
}
