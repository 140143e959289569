import ArgumentParser
import GifSearchKit

/// Every failure's one line on stderr and its exit status (DESIGN §8), in one place.
enum ErrorReport {
    /// Prints `error` (about `name`, when it concerns one GIF) and returns its exit status.
    static func fail(_ error: Swift.Error, about name: String? = nil) -> ExitCode {
        let message = describe(error)
        if let name {
            Diagnostics.error(message, about: name)
        } else {
            StandardError.write("gifsearch: \(message)\n")
        }
        return status(for: error)
    }

    /// The one-line text of `error`, safe for the terminal.
    static func describe(_ error: Swift.Error) -> String {
        TerminalText.sanitize((error as? CustomStringConvertible)?.description ?? "\(error)")
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
