import GifSearchKit
import Terminal

/// Where Ctrl-Y and Ctrl-O hand GIFs on to: files or text to the clipboard, a page to the
/// browser; each returns the status line to show. Text with control characters is never
/// handed on.
struct Handoff: Sendable {
    let clipboard: Clipboard
    let opener: WebPageOpener

    /// The tools the environment offers, and `owner` for files on X11.
    static func fromEnvironment(_ environment: [String: String], owner: [String]?) -> Handoff {
        Handoff(clipboard: .fromEnvironment(environment, owner: owner), opener: .fromEnvironment(environment))
    }

    /// Copies `targets` as text in `form`, one per line, also by OSC 52 through `tty`.
    func copy(_ targets: [CopyTarget], as form: CopyForm, to tty: TTY) -> String {
        let lines = CopyText.lines(of: targets, form: form)
        guard !lines.isEmpty else { return "nothing to copy" }
        let what = lines.count == 1 && form == .url ? lines[0] : "\(lines.count) GIF" + (lines.count == 1 ? "" : "s")
        return said(
            clipboard.copy(.text(lines.joined(separator: "\n")), terminal: tty), copied: "\(what) \(form.displayName)")
    }

    /// Copies the GIF files at `paths`.
    func copy(files paths: [String]) -> String {
        let what = paths.count == 1 ? String(paths[0].split(separator: "/").last ?? "") : "\(paths.count) GIFs"
        return said(clipboard.copy(.files(paths), terminal: nil), copied: "\(what) \(CopyForm.file.displayName)")
    }

    /// The status line for `outcome` of copying `what`.
    private func said(_ outcome: Clipboard.Outcome, copied what: String) -> String {
        switch outcome {
        case .copied(let tool): "copied \(what) (\(tool))"
        case .sentToTerminal: "copied \(what) (OSC 52)"
        case .notCopied(let reason): "not copied: \(reason)"
        }
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
