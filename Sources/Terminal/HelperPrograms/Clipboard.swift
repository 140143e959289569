import FoundationEssentials

/// The clipboard: OSC 52 through the terminal (which works over SSH, and in tmux with
/// `set-clipboard on`), and the session's clipboard tool when there is one: wl-copy on
/// Wayland, else xclip or xsel.
public struct Clipboard: Sendable {
    /// The clipboard tool with its arguments.
    public let tool: [String]?
    /// The environment it runs in (it needs `DISPLAY` or `WAYLAND_DISPLAY`).
    public let environment: [String: String]

    public init(tool: [String]?, environment: [String: String]) {
        self.tool = tool
        self.environment = environment
    }

    /// The tool the environment (`WAYLAND_DISPLAY`, `PATH`) offers, run in that environment.
    public static func fromEnvironment(_ environment: [String: String]) -> Clipboard {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        let tool: [String]? =
            if environment["WAYLAND_DISPLAY"] != nil, let wlCopy = ChildProcess.find("wl-copy", on: path) {
                [wlCopy]
            } else if let xclip = ChildProcess.find("xclip", on: path) {
                [xclip, "-selection", "clipboard"]
            } else {
                ChildProcess.find("xsel", on: path).map { [$0, "--clipboard", "--input"] }
            }
        return Clipboard(tool: tool, environment: environment)
    }

    /// Copies `text` (already free of control characters): to the terminal on `tty`, and
    /// through the tool, not waited for.
    public func copy(_ text: String, to tty: TTY) {
        tty.write(ControlSequence.copyToClipboard(base64: Data(text.utf8).base64EncodedString()))
        if let tool, let executable = tool.first {
            _ = ChildProcess.start(
                executable, Array(tool.dropFirst()), input: Array(text.utf8), environment: environment)
        }
    }
}
