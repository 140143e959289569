import GifSearchKit
import Terminal

#if canImport(Glibc)
    import Glibc
#endif

extension CommandContext {
    /// The process's own, with its `environment`: stdout (a reader that went away ends the
    /// process quietly), stderr, stdin and `/dev/tty`.
    static func process(environment: [String: String]) -> CommandContext {
        let (columns, rows) = terminalSize(of: STDOUT_FILENO, environment: environment)
        var context = CommandContext(
            environment: environment,
            output: OutputChannel(isTerminal: isatty(STDOUT_FILENO) == 1, columns: columns, rows: rows) { bytes in
                if !DescriptorWriter.write(bytes, to: STDOUT_FILENO) && errno == EPIPE {
                    finish(ExitStatus.success.rawValue)
                }
            },
            errors: OutputChannel(isTerminal: isatty(STDERR_FILENO) == 1) { bytes in
                DescriptorWriter.write(bytes, to: STDERR_FILENO)
            },
            inputIsTerminal: isatty(STDIN_FILENO) == 1,
            readInputLines: {
                var lines: [String] = []
                while let line = readLine() { lines.append(line) }
                return lines
            },
            openTTY: { () throws(TerminalError) in try TTY() },
            makeService: { GifSearchService(settings: $0) })
        context.ownExecutable = ownExecutable
        return context
    }

    /// The running executable's path, from /proc/self/exe.
    private static func ownExecutable() -> String? {
        var path = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &path, path.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: path.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `COLUMNS` and `LINES`, else the size of the terminal on `descriptor`, else 80 × 24.
    private static func terminalSize(of descriptor: Int32, environment: [String: String]) -> (Int, Int) {
        let known = TerminalSize.cells(of: descriptor)
        let given = { (name: String) in environment[name].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } }
        return (given("COLUMNS") ?? known.columns ?? 80, given("LINES") ?? known.rows ?? 24)
    }
}
