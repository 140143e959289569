import GifSearchKit
import Terminal

/// What a command runs against (DESIGN §2): the environment, stdout and stderr, stdin, the
/// terminal, a clock and how search services are made. `main` alone builds the real one from the
/// process (`CommandContext.process`); tests run commands in-process against one that keeps
/// what they print.
struct CommandContext: Sendable {
    /// The environment variables.
    var environment: [String: String]
    /// stdout: results for scripts and people, and binary image data.
    var output: OutputChannel
    /// stderr: errors, warnings and progress.
    var errors: OutputChannel
    /// Whether stdin is a terminal (a person who can answer a question).
    var inputIsTerminal: Bool
    /// Reads the lines of stdin.
    var readInputLines: @Sendable () -> [String]
    /// Opens the terminal (`/dev/tty`); fails where there is none.
    var openTTY: @Sendable () throws(TerminalError) -> TTY
    /// Makes the search service for `settings`.
    var makeService: @Sendable (SearchSettings) -> GifSearchService
    /// Monotonic time since an arbitrary moment, by which a command paces what it redraws
    /// (the download bars).
    var clock: @Sendable () -> Duration = { .milliseconds(MonotonicClock.milliseconds()) }
    /// The gifsearch executable, when the command runs in it (looked up only when asked): it
    /// can start itself as the X11 clipboard's owner (`clipboard-owner`).
    var ownExecutable: @Sendable () -> String? = { nil }

    /// The command that owns X11's clipboard with files: this executable's `clipboard-owner`.
    var ownClipboardOwner: [String]? {
        ownExecutable().map { [$0, "clipboard-owner"] }
    }

    /// `arguments` with each `-` replaced by the lines of stdin, trimmed, blank ones left out:
    /// ids and URLs given either way.
    func argumentsReadingStandardInput(_ arguments: [String]) -> [String] {
        arguments.flatMap { $0 == "-" ? readInputLines().map(\.trimmingSpaces).filter { !$0.isEmpty } : [$0] }
    }

    /// The environment variable `name`.
    func value(_ name: String) -> String? {
        environment[name]
    }

    /// The config file: `$XDG_CONFIG_HOME/gifsearch/config`.
    var configPath: String { ConfigFile.path(in: environment) }

    /// Whether styling suits stdout: a terminal, and `NO_COLOR` unset.
    var stylesOutput: Bool { output.isTerminal && !TerminalEnvironment(environment).noColor }

    /// `text` dim where styling suits stdout.
    func dim(_ text: String) -> String {
        stylesOutput ? ControlSequence.dim(text) : text
    }
}
