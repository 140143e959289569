import ArgumentParser
import Terminal

/// `gifsearch paste-into --after WINDOW`, not for people: what `--paste` starts in a window of
/// gifsearch's own (a hotkey's popup). Once that window has closed, it presses Ctrl+V in the
/// window that then has the keyboard; exit 4 when it did not paste.
struct PasteIntoCommand: GifsearchCommand {
    static let configuration = CommandConfiguration(
        commandName: "paste-into", abstract: "Paste once a window has closed (started by --paste).",
        shouldDisplay: false)

    @Option(help: "The window to wait for: its X11 id or sway container id.")
    var after: UInt64

    func run(in context: CommandContext) throws {
        let desktop: any PasteDesktop
        switch PasteDesktops.fromEnvironment(context.environment) {
        case .success(let found): desktop = found
        case .failure(let refusal): throw context.fail(.unavailable, "not pasted: \(refusal.description)")
        }
        if case .notPasted(let failure) = Paster(desktop: desktop).paste(after: FocusedWindow(id: after, classes: [])) {
            throw context.fail(.unavailable, "not pasted: \(failure.description)")
        }
    }
}
