import GifSearchKit
import Terminal

/// `--paste`: once a copy is on the desktop's clipboard, Ctrl+V (Ctrl+Shift+V for a terminal)
/// into the window that had the keyboard before gifsearch's. Run in a window of its own (the
/// picker, or `copy` in a terminal: a hotkey's popup), gifsearch names that window, which has
/// the keyboard now, to `paste-into`, a process of its own that waits for the window to close
/// and pastes into the one that then has the keyboard; gifsearch exits at once, so that the
/// window can close. Run with no terminal (a launcher's binding), it pastes into the window
/// that has the keyboard now. What cannot be pasted is one line, and exit 4: the GIF stays on
/// the clipboard.
struct PasteAfterCopy {
    let context: CommandContext
    /// Whether gifsearch runs in a window of its own, to wait for.
    let inOwnWindow: Bool

    /// Pastes, or starts the process that will; only what is on the desktop's clipboard (not
    /// text only the terminal took, by OSC 52).
    func paste(onDesktopClipboard: Bool) throws {
        guard onDesktopClipboard else {
            throw context.fail(.unavailable, "not pasted: the copy went only to the terminal's clipboard (OSC 52)")
        }
        let desktop: any PasteDesktop
        switch PasteDesktops.fromEnvironment(context.environment) {
        case .success(let found): desktop = found
        case .failure(let refusal): throw notPasted(refusal.description)
        }
        guard inOwnWindow else {
            if case .notPasted(let failure) = Paster(desktop: desktop).paste(after: nil) {
                throw notPasted(failure.description)
            }
            return
        }
        let own: FocusedWindow?
        do throws(PasteFailure) {
            own = try desktop.focusedWindow()
        } catch {
            throw notPasted(error.description)
        }
        guard let own else { throw notPasted("no window has the keyboard") }
        guard let executable = context.ownExecutable() else { throw notPasted("gifsearch cannot find itself") }
        let started = ChildProcess.start(
            executable, ["paste-into", "--after", String(own.id)], environment: context.environment, watchingFor: 0)
        if case .cannotStart = started { throw notPasted("gifsearch could not start its paste") }
    }

    /// Why this desktop cannot be pasted into, said where the picker pastes: "Enter copies, and
    /// cannot paste here: …"; `nil` where it can.
    static func refusal(in context: CommandContext) -> String? {
        guard case .failure(let refusal) = PasteDesktops.fromEnvironment(context.environment) else { return nil }
        return "Enter copies, and cannot paste here: \(refusal.description)"
    }

    /// The one line that says why nothing was pasted, and exit 4.
    private func notPasted(_ reason: String) -> ReportedFailure {
        context.fail(.unavailable, "not pasted: \(reason); the GIF is on the clipboard")
    }
}
