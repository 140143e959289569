import ArgumentParser

/// The exit codes scripts rely on (DESIGN §8).
enum ExitStatus {
    static let success: Int32 = 0
    /// Nothing found: a file or frame that does not exist.
    static let nothingFound = ExitCode(1)
    static let usage: Int32 = 2
    /// A missing or rejected API key.
    static let missingKey = ExitCode(3)
    /// Network or server failure after retries.
    static let networkFailure = ExitCode(4)
    /// Bad data: a file that is not a GIF or cannot be decoded.
    static let badData = ExitCode(5)
}

/// A failure already reported on stderr, with the exit status it leads to.
struct ExitFailure: Error {
    let status: ExitCode
}
