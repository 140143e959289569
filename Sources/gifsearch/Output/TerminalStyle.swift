import Terminal

#if canImport(Glibc)
    import Glibc
#endif

/// Styling for people's terminals: only when stdout is a terminal and `NO_COLOR` is unset.
enum TerminalStyle {
    static var isEnabled: Bool { StandardOutput.isTerminal && Environment.value("NO_COLOR") == nil }

    static func dim(_ text: String) -> String {
        isEnabled ? ControlSequence.dim(text) : text
    }
}

/// The size of stdout's terminal: `COLUMNS` and `LINES`, else the terminal's own size, else 80 × 24.
enum OutputSize {
    static var columns: Int {
        if let value = Environment.value("COLUMNS").flatMap(Int.init), value > 0 { return value }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }

    /// The terminal's height in rows: `LINES`, else the terminal's own size, else 24.
    static var rows: Int {
        if let value = Environment.value("LINES").flatMap(Int.init), value > 0 { return value }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 { return Int(size.ws_row) }
        return 24
    }
}
