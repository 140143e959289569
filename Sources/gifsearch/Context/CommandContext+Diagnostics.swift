import ArgumentParser
import GIF
import GifSearchKit

/// The one-line messages on stderr: `gifsearch: <message>`, or `gifsearch: <file>: <message>`
/// about a named file, with the name made safe for the terminal.
extension CommandContext {
    func error(_ message: String) {
        errors.write("gifsearch: \(message)\n")
    }

    func error(_ message: String, about file: String) {
        error("\(TerminalText.sanitize(file)): \(message)")
    }

    func warning(_ message: String, about file: String) {
        error("warning: \(message)", about: file)
    }

    /// The warnings a partly readable file deserves.
    func warnings(of reading: GIFReading, about file: String) {
        if let warning = reading.warning { self.warning(warning, about: file) }
        if reading.info.truncated { self.warning("the file is truncated", about: file) }
    }

    /// Prints `error` (about `name`, when it concerns one GIF) and returns its exit status.
    func fail(_ failure: Swift.Error, about name: String? = nil) -> ExitCode {
        let message = ErrorReport.describe(failure)
        if let name { error(message, about: name) } else { error(message) }
        return ErrorReport.status(for: failure)
    }

    /// What `work` returns; a failure is printed (about `name`) and thrown as its exit status.
    func attempt<T>(about name: String? = nil, _ work: () throws(SearchFailure) -> T) throws -> T {
        do throws(SearchFailure) {
            return try work()
        } catch {
            throw fail(error, about: name)
        }
    }

    /// The elements `outcome` holds; a failure is printed and thrown as its exit status.
    func elements<T>(of outcome: Result<[T], Swift.Error>) throws -> [T] {
        switch outcome {
        case .success(let elements): return elements
        case .failure(let error): throw fail(error)
        }
    }
}
