import ArgumentParser
import GifSearchKit
import Preview

/// The exit statuses scripts rely on (DESIGN §8), each with its meaning: the one table that
/// `--help` and the man page are made from, and that README.md's and docs/OUTPUT.md's tables are
/// checked against (ExitStatusTableTests).
enum ExitStatus: Int32, CaseIterable {
    case success = 0
    case nothingFound = 1
    case usage = 2
    case missingKey = 3
    /// The work could not be done for what lies outside: the network or the server, the file
    /// system, the clipboard.
    case outsideFailure = 4
    case badData = 5
    case interrupted = 130
    /// Ended by SIGTERM, which `Signals` turns into 128 + its number, as any interrupting signal.
    case terminated = 143

    /// What the status means: one line of plain ASCII (the man page's generator drops anything
    /// else), lower case and without a full stop, as the tables show it.
    var meaning: String {
        switch self {
        case .success: "success, also when the reader of stdout goes away (as head does)"
        case .nothingFound: "nothing found: no results, or no such id, file, frame, URL or rendition"
        case .usage: "usage error: a bad option, value or config file, caught before any request"
        case .missingKey: "missing or rejected API key, or none given at the prompt"
        case .outsideFailure:
            "network or server failure after the retries (or --offline with nothing to show), "
                + "a file that cannot (or, without --force, may not) be written, the clipboard failing, "
                + "or `--paste` unable to paste"
        case .badData: "bad data: a response, file or library that cannot be read as what it should be"
        case .interrupted: "interrupted by Ctrl-C, or the picker left with Esc, Ctrl-C or Ctrl-Q"
        case .terminated: "terminated by SIGTERM (another signal: 128 + its number)"
        }
    }

    /// The status as the argument parser's exit code.
    var code: ExitCode { ExitCode(rawValue) }
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
    static let interrupted = ReportedFailure(status: ExitStatus.interrupted.code)
    /// A usage error already told: no arguments, or an option the parser refused.
    static let usage = ReportedFailure(status: ExitStatus.usage.code)
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
        case let failure as FrameFailure where failure.isMissing: ExitStatus.nothingFound.code
        default: ExitStatus.badData.code
        }
    }

    /// The exit status a failure of `kind` leads to.
    static func status(for kind: SearchFailure.Kind) -> ExitCode {
        let status: ExitStatus =
            switch kind {
            case .invalidArgument: .usage
            case .key: .missingKey
            case .notFound: .nothingFound
            case .badData: .badData
            case .refused, .unavailable, .cannotWrite: .outsideFailure
            }
        return status.code
    }

    /// The statuses from the most severe down: what a batch exits with when its items failed in
    /// different ways. A key fails every item; a usage error is the person's to fix; bad data
    /// will not go away on a retry, a network failure may, and a missing item is the least.
    static let severity = [ExitStatus.missingKey, .usage, .badData, .outsideFailure, .nothingFound].map(\.code)

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
