import ArgumentParser
import GifSearchKit
import Terminal

/// A batch of downloads as it goes: each saved file's path on stdout (when `printsPaths`), each
/// failure's line on stderr, and, only when stderr is a terminal, one bar per transfer under way
/// and a total line below them, redrawn in place. Used from one thread.
final class DownloadProgress {
    /// Progress alone redraws at most this often (curl reports every chunk received).
    private static let redrawInterval = Duration.milliseconds(100)

    private(set) var tally: DownloadTally
    /// The exit status of each failure so far.
    private(set) var failureStatuses: [ExitCode] = []
    private let context: CommandContext
    private let isVisible: Bool
    private let printsPaths: Bool
    private var drawnLines = 0
    /// When the bars were last drawn, on the context's clock.
    private var drawnAt: Duration?

    init(total: Int, printsPaths: Bool = true, context: CommandContext) {
        tally = DownloadTally(total: total)
        self.printsPaths = printsPaths
        self.context = context
        isVisible = context.errors.isTerminal
    }

    func record(_ event: DownloadEvent) {
        tally.record(event)
        switch event.outcome {
        case .progress:
            if let drawnAt, context.clock() - drawnAt < Self.redrawInterval { return }
        case .saved(let path):
            clear()
            if printsPaths { context.output.write(TerminalText.sanitize(path) + "\n") }
        case .unchanged:
            break
        case .failed(let failure):
            clear()
            failureStatuses.append(context.fail(failure, about: event.name).status)
        }
        draw()
    }

    /// Clears the bars.
    func finish() {
        clear()
    }

    /// Takes the bars away, so that a line can be printed where they were.
    private func clear() {
        guard isVisible, drawnLines > 0 else { return }
        context.errors.write(ControlSequence.startOfLine(up: drawnLines) + ControlSequence.clearToEndOfScreen)
        drawnLines = 0
    }

    private func draw() {
        guard isVisible else { return }
        drawnAt = context.clock()
        var lines = tally.transfers.prefix(8).map { transfer in
            Self.bar(fraction: transfer.total.map { Double(transfer.received) / Double(max(1, $0)) })
                + " \(TerminalText.sanitize(transfer.name))  \(ByteSize.text(transfer.received))"
        }
        lines.append(
            Self.bar(fraction: tally.total == 0 ? 1 : Double(tally.finished) / Double(tally.total))
                + " \(tally.finished)/\(tally.total) GIFs, \(ByteSize.text(tally.bytes))"
                + (tally.failed > 0 ? ", \(tally.failed) failed" : ""))
        context.errors.write(
            ControlSequence.startOfLine(up: drawnLines) + ControlSequence.clearToEndOfScreen
                + lines.joined(separator: "\n") + "\n")
        drawnLines = lines.count
    }

    /// A 20-column bar; unknown totals show an empty bar.
    private static func bar(fraction: Double?) -> String {
        let width = 20
        let filled = min(width, max(0, Int((fraction ?? 0) * Double(width))))
        return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    }
}
