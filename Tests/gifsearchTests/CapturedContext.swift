import GifSearchKit
import RxCore
import Terminal

@testable import gifsearch

/// A command context for the printers' unit tests: stdout and stderr kept as text, no terminal
/// and no input, and no service made (the tests hand the printers their results).
final class CapturedContext: Sendable {
    private let output = LockedState<[UInt8]>([])
    private let errors = LockedState<[UInt8]>([])

    /// The context, its stdout `columns` wide.
    func context(columns: Int = 80) -> CommandContext {
        CommandContext(
            environment: [:],
            output: OutputChannel(isTerminal: false, columns: columns) { [self] bytes in
                output.withLock { $0 += bytes }
            },
            errors: OutputChannel(isTerminal: false) { [self] bytes in errors.withLock { $0 += bytes } },
            inputIsTerminal: false, readInputLines: { [] },
            openTTY: { () throws(TerminalError) -> TTY in throw TerminalError.noTerminal("not in this test") },
            makeService: { _ in preconditionFailure("the printers' tests make no service") })
    }

    /// What was written to stdout.
    var standardOutput: String { output.withLock { String(decoding: $0, as: UTF8.self) } }

    /// What was written to stderr.
    var standardError: String { errors.withLock { String(decoding: $0, as: UTF8.self) } }
}
