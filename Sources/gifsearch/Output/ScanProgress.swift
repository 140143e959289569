import RxCore
import Terminal

/// A scan of a folder as it goes, only when stderr is a terminal: one bar with the files read
/// of those to read and the time left (from the pace so far), redrawn in place at most every 100 ms, taken away at the
/// end. Told from the scan's workers, one at a time.
final class ScanProgress: Sendable {
    private static let redrawInterval = Duration.milliseconds(100)

    private struct Drawing {
        var drawnAt: Duration?
        var drawn = false
    }

    private let context: CommandContext
    /// When the scan started, on the context's clock: the pace is taken from there.
    private let started: Duration
    private let drawing = LockedState(Drawing())

    init(in context: CommandContext) {
        self.context = context
        started = context.clock()
    }

    /// `done` files of `total` read.
    func record(done: Int, of total: Int) {
        guard context.errors.isTerminal else { return }
        drawing.withLock { drawing in
            let now = context.clock()
            if let drawnAt = drawing.drawnAt, now - drawnAt < Self.redrawInterval, done < total { return }
            drawing.drawnAt = now
            drawing.drawn = true
            context.errors.write(
                ControlSequence.startOfLine(up: 0) + ControlSequence.clearToEndOfScreen
                    + Self.line(done: done, of: total, after: now - started))
        }
    }

    /// Takes the bar away.
    func finish() {
        drawing.withLock { drawing in
            guard drawing.drawn else { return }
            context.errors.write(ControlSequence.startOfLine(up: 0) + ControlSequence.clearToEndOfScreen)
            drawing.drawn = false
        }
    }

    /// The bar's line (without a line end): "███░░… 12/30 files, about 0:42 left".
    static func line(done: Int, of total: Int, after elapsed: Duration) -> String {
        let width = 20
        let filled = total == 0 ? width : min(width, done * width / total)
        var line = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        line += " \(done)/\(total) files"
        if done > 0, done < total {
            let seconds = Int((elapsed / done * (total - done)) / .seconds(1) + 0.5)
            line += ", about \(seconds / 60):\(String(seconds % 60).leftPadded(to: 2)) left"
        }
        return line
    }
}

extension String {
    /// The string with zeros before it up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
