import GifSearchKit
import Terminal

/// Where Ctrl-Y and Ctrl-O hand GIFs on to: URLs to the clipboard, a page to the browser; each
/// returns the status line to show. Text with control characters is never handed on.
struct Handoff: Sendable {
    let clipboard: Clipboard
    let opener: WebPageOpener

    /// The tools the environment offers.
    static func fromEnvironment(_ environment: [String: String]) -> Handoff {
        Handoff(clipboard: .fromEnvironment(environment), opener: .fromEnvironment(environment))
    }

    /// Copies `urls`, one per line.
    func copy(_ urls: [String], to tty: TTY) -> String {
        let safe = urls.filter { !TerminalText.containsControlCharacters($0) }
        guard !safe.isEmpty else { return "nothing to copy" }
        clipboard.copy(safe.joined(separator: "\n"), to: tty)
        return safe.count == 1 ? "copied \(safe[0])" : "copied \(safe.count) URLs"
    }

    /// Opens `page`, the GIF's page on its provider's site.
    func open(_ page: String?) -> String {
        guard let page, !TerminalText.containsControlCharacters(page) else { return "this GIF has no page to open" }
        switch opener.open(page) {
        case .opened: return "opened \(page)"
        case .notWebPage: return "not opened: this GIF's page is not an http(s) URL"
        case .noOpener: return "cannot open \(page): xdg-open is not installed"
        case .cannotStart: return "cannot start xdg-open"
        }
    }
}
