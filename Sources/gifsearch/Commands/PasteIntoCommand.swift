import ArgumentParser
import Terminal

/// `gifsearch paste-into`, not for people: what `--paste` starts in a window of gifsearch's own
/// (a hotkey's popup). It takes the window that has the keyboard, that window, prints `waiting`
/// and closes stdout (or prints why it cannot paste, and exits 4); then it reads `go` from stdin
/// once the copy is on the clipboard (anything else, or the end of its input: it exits 4), and
/// once that window has closed it presses Ctrl+V in the window that has the keyboard, and exits
/// 4 when it did not.
/// The window is known on its own connection to the desktop: a Wayland compositor names windows
/// for one connection only.
struct PasteIntoCommand: GifsearchCommand {
    static let configuration = CommandConfiguration(
        commandName: "paste-into", abstract: "Paste once this window has closed (started by --paste).",
        shouldDisplay: false)

    /// What it prints once it watches the window.
    static let waiting = "waiting"
    /// What it reads before it pastes: the copy is on the clipboard.
    static let go = "go"

    func run(in context: CommandContext) throws {
        let desktop: any PasteDesktop
        let own: FocusedWindow?
        do throws(PasteFailure) {
            desktop = try PasteDesktops.fromEnvironment(context.environment).get()
            own = try desktop.focusedWindow()
        } catch {
            context.output.write(error.description + "\n")
            throw ReportedFailure(.unavailable)
        }
        guard let own else {
            context.output.write("no window has the keyboard\n")
            throw ReportedFailure(.unavailable)
        }
        context.sayAndReleaseOutput(Self.waiting)
        guard readLine() == Self.go, case .pasted = Paster(desktop: desktop).paste(after: own) else {
            throw ReportedFailure(.unavailable)
        }
    }
}
