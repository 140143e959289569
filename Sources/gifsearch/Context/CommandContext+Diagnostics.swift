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
}
