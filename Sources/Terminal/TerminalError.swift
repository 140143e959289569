/// Why the terminal could not be used.
#if canImport(Glibc)
    import Glibc
#endif

public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// There is no controlling terminal (`/dev/tty` cannot be opened): the system's message.
    case noTerminal(String)
    /// The terminal's modes could not be read or set: the system's message.
    case cannotSetMode(String)
    /// Reading the terminal failed: the system's message.
    case inputFailed(String)
    /// The person pressed Ctrl-C at a question.
    case interrupted

    public var description: String {
        switch self {
        case .noTerminal(let message): return "no terminal to draw on (/dev/tty: \(message))"
        case .cannotSetMode(let message): return "cannot set the terminal's mode: \(message)"
        case .inputFailed(let message): return "cannot read the terminal: \(message)"
        case .interrupted: return "interrupted"
        }
    }
}

extension TerminalError {
    /// The system's message for the last error, in lower case.
    static var systemMessage: String { String(cString: strerror(errno)).lowercased() }
}
