import GifSearchKit
import Terminal

/// `--paste`: once a copy is on the desktop's clipboard, Ctrl+V (Ctrl+Shift+V for a terminal)
/// into the window that had the keyboard before gifsearch's. Run in a window of its own (the
/// picker, or `copy` in a terminal: a hotkey's popup), gifsearch starts `paste-into` before it
/// copies, a process of its own that takes the window that has the keyboard then, gifsearch's
/// (not one the person clicks into while a GIF downloads); once the copy is on the clipboard,
/// gifsearch tells it to go on and exits, so that its window can close, and `paste-into` waits
/// for that window to close and pastes into the one that then has the keyboard. Run with no
/// terminal (a launcher's binding), it pastes into the window that has the keyboard now. What
/// cannot be pasted is one line, and exit 4: the copy stays on the clipboard.
struct PasteAfterCopy {
    let context: CommandContext
    /// In a window of its own: the started `paste-into`, or why it did not start; `nil`
    /// without one.
    private let watcher: Result<ChildProcess.Instructed, PasteFailure>?

    /// How long `paste-into` may take to say it watches the window.
    static let startTimeout: Int32 = 5_000

    /// Gets ready to paste, before the copy: in a window of its own (`inOwnWindow`), starts
    /// `paste-into`, which takes that window now.
    init(context: CommandContext, inOwnWindow: Bool) {
        self.context = context
        guard inOwnWindow else {
            watcher = nil
            return
        }
        guard let executable = context.ownExecutable() else {
            watcher = .failure(PasteFailure("gifsearch cannot find itself"))
            return
        }
        let (said, helper) = ChildProcess.startInstructed(
            executable, ["paste-into"], within: Self.startTimeout, environment: context.environment)
        if let helper, said == PasteIntoCommand.waiting + "\n" {
            watcher = .success(helper)
        } else {
            watcher = .failure(
                PasteFailure(
                    said?.split(separator: "\n").first.map(String.init)
                        ?? "gifsearch's paste did not start within \(Self.startTimeout / 1000) s"))
        }
    }

    /// Pastes, or tells `paste-into` to; only what is on the desktop's clipboard (not text only
    /// the terminal took, by OSC 52). Left untold, `paste-into` ends without pasting.
    func paste(onDesktopClipboard: Bool) throws {
        guard onDesktopClipboard else {
            throw context.fail(.unavailable, "not pasted: the copy went only to the terminal's clipboard (OSC 52)")
        }
        switch watcher {
        case .success(let helper): helper.tell(PasteIntoCommand.go)
        case .failure(let failure): throw notPasted(failure.description)
        case nil:
            let desktop: any PasteDesktop
            do throws(PasteFailure) {
                desktop = try PasteDesktops.fromEnvironment(context.environment).get()
            } catch {
                throw notPasted(error.description)
            }
            if case .notPasted(let failure) = Paster(desktop: desktop).paste(after: nil) {
                throw notPasted(failure.description)
            }
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
