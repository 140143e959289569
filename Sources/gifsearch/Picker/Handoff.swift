import GifSearchKit
import Terminal

/// Where Ctrl-Y and Ctrl-O hand GIFs on to: the clipboard the picker's clipboard step puts
/// copies on, and the opener that opens a GIF's page (with the status line to show). A page
/// with control characters is never handed on.
struct Handoff: Sendable {
    let clipboard: Clipboard
    let opener: WebPageOpener

    /// The tools the environment offers, and `owner` for files on X11.
    static func fromEnvironment(_ environment: [String: String], owner: [String]?) -> Handoff {
        Handoff(clipboard: .fromEnvironment(environment, owner: owner), opener: .fromEnvironment(environment))
    }

    /// Opens `page`, the GIF's page on its provider's site: "opened …", or "could not open …"
    /// and why when the opener is missing, does not start or fails.
    func open(_ page: String?) -> String {
        guard let page, !TerminalText.containsControlCharacters(page) else { return "this GIF has no page to open" }
        switch opener.open(page) {
        case .opened: return "opened \(page)"
        case .notWebPage: return "not opened: this GIF's page is not an http(s) URL"
        case .noOpener: return "could not open \(page): xdg-open is not installed"
        case .cannotStart: return "could not open \(page): xdg-open did not start"
        case .failed(let status?): return "could not open \(page): xdg-open failed (exit status \(status))"
        case .failed(nil): return "could not open \(page): xdg-open was killed"
        }
    }
}
