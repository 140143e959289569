import ArgumentParser
import GifSearchKit
import Preview

/// The exit statuses scripts rely on (DESIGN §8, docs/OUTPUT.md).
enum ExitStatus {
    static let success: Int32 = 0
    /// Nothing found: no results, no such GIF, file or frame.
    static let nothingFound = ExitCode(1)
    /// A usage error: a bad option or value, or no terminal for `pick`.
    static let usage = ExitCode(2)
    /// A missing or rejected API key.
    static let missingKey = ExitCode(3)
    /// A network or server failure after the retries, or a file that cannot be written.
    static let networkFailure = ExitCode(4)
    /// Bad data: a response or file that cannot be read as what it should be.
    static let badData = ExitCode(5)
    /// Interrupted by Ctrl-C, or `pick` given up.
    static let interrupted = ExitCode(130)
}

/// A failure already told on stderr (or not to be told), with the exit status it leads to.
struct ReportedFailure: Error {
    let status: ExitCode

    init(status: ExitCode) {
        self.status = status
    }

    /// A failure of `kind`, already told.
    init(_ kind: SearchFailure.Kind) {
        status = ErrorReport.status(for: kind)
    }
}

extension ReportedFailure {
    /// Interrupted by Ctrl-C, or `pick` given up: nothing more to tell.
    static let interrupted = ReportedFailure(status: ExitStatus.interrupted)
    /// A usage error already told: no arguments, or an option the parser refused.
    static let usage = ReportedFailure(status: ExitStatus.usage)
}

/// Every failure's one line and exit status, and the one status of a batch, in one place.
enum ErrorReport {
    /// The one-line text of `error`, safe for the terminal.
    static func describe(_ error: Swift.Error) -> String {
        TerminalText.sanitize(String(describing: error))
    }

    /// The exit status `error` leads to: a service failure's by its kind, a frame or time the
    /// GIF does not have nothing found; anything else is bytes that could not be decoded or drawn
    /// (`GIFError`, `PreviewError`): bad data.
    static func status(for error: Swift.Error) -> ExitCode {
        switch error {
        case let reported as ReportedFailure: reported.status
        case let failure as SearchFailure: status(for: failure.kind)
        case let failure as FrameFailure where failure.isMissing: ExitStatus.nothingFound
        default: ExitStatus.badData
        }
    }

    /// The exit status a failure of `kind` leads to.
    static func status(for kind: SearchFailure.Kind) -> ExitCode {
        switch kind {
        case .invalidArgument: ExitStatus.usage
        case .key: ExitStatus.missingKey
        case .notFound: ExitStatus.nothingFound
        case .badData: ExitStatus.badData
        case .refused, .unavailable, .cannotWrite: ExitStatus.networkFailure
        }
    }

    /// The statuses from the most severe down: what a batch exits with when its items failed in
    /// different ways. A key fails every item; a usage error is the person's to fix; bad data
    /// will not go away on a retry, a network failure may, and a missing item is the least.
    static let severity = [
        ExitStatus.missingKey, ExitStatus.usage, ExitStatus.badData, ExitStatus.networkFailure,
        ExitStatus.nothingFound,
    ]

    /// The one status of a command that went on after its items failed (`download`, `info`, `fav
    /// add --keep`): the most severe of `statuses`; `nil` when none failed.
    static func batchStatus(_ statuses: [ExitCode]) -> ExitCode? {
        severity.first { statuses.contains($0) } ?? statuses.first
    }

    /// Ends a batch whose items failed with `statuses` (already told) with its one status;
    /// nothing when none failed.
    static func endBatch(_ statuses: [ExitCode]) throws(ReportedFailure) {
        if let status = batchStatus(statuses) { throw ReportedFailure(status: status) }
    }
}
