import Foundation

/// Writes to stdout: text for people and scripts, and binary image data.
enum StandardOutput {
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func write(_ bytes: [UInt8]) {
        FileHandle.standardOutput.write(Data(bytes))
    }

    /// Whether stdout is a terminal (and so no place for binary data).
    static var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
}
