import GifSearchKit

/// The one form of every message on stderr: `gifsearch: <message>`, or `gifsearch: <file>:
/// <message>` about a named file, with the name made safe for the terminal.
extension OutputChannel {
    /// `message` as a line of gifsearch's own.
    static func diagnostic(_ message: String) -> String {
        "gifsearch: \(message)\n"
    }
}

extension CommandContext {
    func error(_ message: String) {
        errors.write(OutputChannel.diagnostic(message))
    }

    func error(_ message: String, about file: String) {
        error("\(TerminalText.sanitize(file)): \(message)")
    }

    func warning(_ message: String) {
        error("warning: \(message)")
    }

    func warning(_ message: String, about file: String) {
        error("warning: \(message)", about: file)
    }

    /// The warnings a partly readable file deserves.
    func warnings(_ warnings: [String], about file: String) {
        for warning in warnings { self.warning(warning, about: file) }
    }

    /// Prints `failure` (about `name`, when it concerns one GIF or file) and returns it as
    /// reported, with the exit status `ErrorReport` gives it; one already reported is returned as
    /// it is, not told twice. A value of the command line a provider refuses is a usage error,
    /// and ends as the parser's do (`Gifsearch.usageHint`).
    func fail(_ failure: Swift.Error, about name: String? = nil) -> ReportedFailure {
        if let reported = failure as? ReportedFailure { return reported }
        let refusedValue = (failure as? SearchFailure)?.refusesArgument ?? false
        let message = ErrorReport.describe(failure) + (refusedValue ? " (\(Gifsearch.usageHint))" : "")
        if let name { error(message, about: name) } else { error(message) }
        return ReportedFailure(status: ErrorReport.status(for: failure))
    }

    /// Prints `message` (about `name`) and returns it as a reported failure of `kind`.
    func fail(_ kind: SearchFailure.Kind, _ message: String, about name: String? = nil) -> ReportedFailure {
        fail(SearchFailure(kind: kind, message: message), about: name)
    }

    /// What `work` returns; a failure is printed (about `name`) and thrown as reported.
    func attempt<T, Failure: Error>(about name: String? = nil, _ work: () throws(Failure) -> T) throws -> T {
        do throws(Failure) {
            return try work()
        } catch {
            throw fail(error, about: name)
        }
    }

    /// The elements `outcome` holds; a failure is printed and thrown as reported.
    func elements<T>(of outcome: Result<[T], Swift.Error>) throws -> [T] {
        switch outcome {
        case .success(let elements): return elements
        case .failure(let error): throw fail(error)
        }
    }
}
