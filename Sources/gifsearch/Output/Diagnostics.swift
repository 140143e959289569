import GIF
import GifSearchKit

/// The one-line messages about a named file on stderr: `gifsearch: <file>: <message>`, with the
/// name made safe for the terminal.
enum Diagnostics {
    static func error(_ message: String, about file: String) {
        StandardError.write("gifsearch: \(TerminalText.sanitize(file)): \(message)\n")
    }

    static func warning(_ message: String, about file: String) {
        error("warning: \(message)", about: file)
    }

    /// The warnings a partly readable file deserves.
    static func warnings(of reading: GIFReading, about file: String) {
        if let warning = reading.warning { self.warning(warning, about: file) }
        if reading.info.truncated { self.warning("the file is truncated", about: file) }
    }
}
