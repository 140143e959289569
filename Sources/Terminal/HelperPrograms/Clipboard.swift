import FoundationEssentials

/// The clipboard: OSC 52 through the terminal (which works over SSH, and in tmux with
/// `set-clipboard on`), and the session's clipboard tool when there is one: wl-copy on
/// Wayland, else xclip or xsel.
public struct Clipboard: Sendable {
    /// The clipboard tool with its arguments.
    public let tool: [String]?

    public init(tool: [String]?) {
        self.tool = tool
    }

    /// The tool the environment (`WAYLAND_DISPLAY`, `PATH`) offers.
    public static func fromEnvironment(_ environment: [String: String]) -> Clipboard {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        if environment["WAYLAND_DISPLAY"] != nil, let tool = ChildProcess.find("wl-copy", on: path) {
            return Clipboard(tool: [tool])
        }
        if let tool = ChildProcess.find("xclip", on: path) {
            return Clipboard(tool: [tool, "-selection", "clipboard"])
        }
        return Clipboard(tool: ChildProcess.find("xsel", on: path).map { [$0, "--clipboard", "--input"] })
    }

    /// Copies `text` (already free of control characters): to the terminal on `tty`, and
    /// through the tool, not waited for.
    public func copy(_ text: String, to tty: TTY) {
        tty.write(ControlSequence.copyToClipboard(base64: Data(text.utf8).base64EncodedString()))
        if let tool, let executable = tool.first {
            _ = ChildProcess.start(executable, Array(tool.dropFirst()), input: Array(text.utf8))
        }
    }
}
