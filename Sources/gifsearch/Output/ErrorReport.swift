import ArgumentParser
import GifSearchKit

/// Every failure's one line and its exit status (DESIGN §8), in one place.
enum ErrorReport {
    /// The one-line text of `error`, safe for the terminal.
    static func describe(_ error: Swift.Error) -> String {
        TerminalText.sanitize(String(describing: error))
    }

    /// The exit status `error` leads to.
    static func status(for error: Swift.Error) -> ExitCode {
        guard let failure = error as? SearchFailure else { return ExitStatus.badData }
        switch failure.kind {
        case .invalidArgument: return ExitCode(ExitStatus.usage)
        case .key: return ExitStatus.missingKey
        case .notFound: return ExitStatus.nothingFound
        case .badData: return ExitStatus.badData
        case .refused, .unavailable, .cannotWrite: return ExitStatus.networkFailure
        }
    }
}
