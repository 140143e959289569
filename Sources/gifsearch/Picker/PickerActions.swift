import FoundationEssentials
import GifSearchKit
import Terminal

/// What Ctrl-Y and Ctrl-O do: copy URLs to the clipboard, open a page in the browser. Each
/// returns the status line to show.
struct PickerActions: Sendable {
    /// The clipboard tool for this session, with its arguments: wl-copy on Wayland, else xclip
    /// or xsel.
    let clipboard: [String]?
    /// `xdg-open`, when present.
    let opener: String?

    /// The tools the environment offers.
    static func fromEnvironment(_ environment: [String: String]) -> PickerActions {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        var clipboard: [String]?
        if environment["WAYLAND_DISPLAY"] != nil, let tool = ChildProcess.find("wl-copy", on: path) {
            clipboard = [tool]
        } else if let tool = ChildProcess.find("xclip", on: path) {
            clipboard = [tool, "-selection", "clipboard"]
        } else if let tool = ChildProcess.find("xsel", on: path) {
            clipboard = [tool, "--clipboard", "--input"]
        }
        return PickerActions(clipboard: clipboard, opener: ChildProcess.find("xdg-open", on: path))
    }

    /// Copies `urls`, one per line: OSC 52 to the terminal (over SSH, and in tmux with
    /// `set-clipboard on`), and the clipboard tool when there is one, not waited for.
    func copy(_ urls: [String], to tty: TTY) -> String {
        let safe = urls.filter { !TerminalText.containsControlCharacters($0) }
        guard !safe.isEmpty else { return "nothing to copy" }
        let text = safe.joined(separator: "\n")
        tty.write(ControlSequence.copyToClipboard(base64: Data(text.utf8).base64EncodedString()))
        if let clipboard, let tool = clipboard.first {
            _ = ChildProcess.start(tool, Array(clipboard.dropFirst()), input: Array(text.utf8))
        }
        return safe.count == 1 ? "copied \(safe[0])" : "copied \(safe.count) URLs"
    }

    /// Opens `page` with `xdg-open` when it is an http(s) URL: a server's `file://`, `smb://`
    /// or `--help` is never handed on. (No `--` before it: xdg-open takes none and fails on
    /// one, and an http(s) URL cannot be read as an option.)
    func open(_ page: String?) -> String {
        guard let page, !TerminalText.containsControlCharacters(page) else { return "this GIF has no page to open" }
        let scheme = page.prefix { $0 != ":" }.lowercased()
        guard scheme == "https" || scheme == "http", page.dropFirst(scheme.count).hasPrefix("://") else {
            return "not opened: this GIF's page is not an http(s) URL"
        }
        guard let opener else { return "cannot open \(page): xdg-open is not installed" }
        return ChildProcess.start(opener, [page]) ? "opened \(page)" : "cannot start xdg-open"
    }
}
