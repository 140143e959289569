import GifSearchKit
import Terminal

/// `--paste`: once a copy is on the desktop's clipboard, Ctrl+V (Ctrl+Shift+V for a terminal)
/// into the window that had the keyboard before gifsearch's. Run in a window of its own (the
/// picker, or `copy` in a terminal: a hotkey's popup), gifsearch starts `paste-into`, a process
/// of its own that takes the window that has the keyboard, gifsearch's, waits for it to close
/// and pastes into the one that then has the keyboard; gifsearch exits once it watches, so that
/// the window can close. Run with no terminal (a launcher's binding), it pastes into the window
/// that has the keyboard now. What cannot be pasted is one line, and exit 4: the GIF stays on
/// the clipboard.
struct PasteAfterCopy {
    let context: CommandContext
    /// Whether gifsearch runs in a window of its own, to wait for.
    let inOwnWindow: Bool

    /// How long `paste-into` may take to say it watches the window.
    static let startTimeout: Int32 = 5_000

    /// Pastes, or starts the process that will; only what is on the desktop's clipboard (not
    /// text only the terminal took, by OSC 52).
    func paste(onDesktopClipboard: Bool) throws {
        guard onDesktopClipboard else {
            throw context.fail(.unavailable, "not pasted: the copy went only to the terminal's clipboard (OSC 52)")
        }
        guard inOwnWindow else {
            let desktop: any PasteDesktop
            do throws(PasteFailure) {
                desktop = try PasteDesktops.fromEnvironment(context.environment).get()
            } catch {
                throw notPasted(error.description)
            }
            if case .notPasted(let failure) = Paster(desktop: desktop).paste(after: nil) {
                throw notPasted(failure.description)
            }
            return
        }
        guard let executable = context.ownExecutable() else { throw notPasted("gifsearch cannot find itself") }
        let said = ChildProcess.output(
            of: executable, ["paste-into"], within: Self.startTimeout, environment: context.environment)
        guard said == PasteIntoCommand.waiting + "\n" else {
            throw notPasted(
                said?.split(separator: "\n").first.map(String.init)
                    ?? "gifsearch's paste did not start within \(Self.startTimeout / 1000) s")
        }
    }

    /// Why this desktop cannot be pasted into, said where the picker pastes: "Enter copies, and
    /// cannot paste here: …"; `nil` where it can.
    static func refusal(in context: CommandContext) -> String? {
        guard case .failure(let refusal) = PasteDesktops.fromEnvironment(context.environment) else { return nil }
        return "Enter copies, and cannot paste here: \(refusal.description)"
    }

    /// The one line that says why nothing was pasted, and exit 4.
    private func notPasted(_ reason: String) -> ReportedFailure {
        context.fail(.unavailable, "not pasted: \(reason); the copy is on the clipboard")
    }
}
