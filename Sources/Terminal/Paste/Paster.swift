#if canImport(Glibc)
    import Glibc
#endif

/// Pastes into the window that has the keyboard once the window gifsearch ran in (a hotkey's
/// popup) has closed: the desktop gives the keyboard back to the window that had it before, and
/// the keys go to it only once it has kept the keyboard over polls `settle` ms apart.
public struct Paster {
    /// What came of pasting.
    public enum Outcome: Sendable, Equatable {
        case pasted(into: FocusedWindow)
        case notPasted(PasteFailure)
    }

    let desktop: PasteDesktop
    /// How long the popup may take to close, and another window to get the keyboard.
    let closeTimeout: Int
    /// How long the window that gets the keyboard must keep it before the keys go to it: a
    /// window manager may hand the focus on more than once as a window closes.
    let settle: Int

    public init(desktop: PasteDesktop, closeTimeout: Int = 10_000, settle: Int = 100) {
        self.desktop = desktop
        self.closeTimeout = closeTimeout
        self.settle = settle
    }

    /// Pastes into the window that has the keyboard once `popup` is closed (`nil`: the one that
    /// has it now).
    public func paste(after popup: FocusedWindow?) -> Outcome {
        do throws(PasteFailure) {
            let target = try windowAfter(popup)
            try desktop.pressPaste(forTerminal: target.isTerminal)
            return .pasted(into: target)
        } catch {
            return .notPasted(error)
        }
    }

    /// The window that has the keyboard, and has kept it for `settle` ms, once `popup` is
    /// closed; a failure saying what did not come within `closeTimeout`.
    private func windowAfter(_ popup: FocusedWindow?) throws(PasteFailure) -> FocusedWindow {
        let end = MonotonicClock.milliseconds() + closeTimeout
        var candidate: (window: FocusedWindow, since: Int)?
        var popupClosed = popup == nil
        while true {
            let now = MonotonicClock.milliseconds()
            if !popupClosed, let popup { popupClosed = !(try desktop.isOpen(popup)) }
            let focused = popupClosed ? try desktop.focusedWindow().flatMap { $0.id == popup?.id ? nil : $0 } : nil
            if let focused, let held = candidate, held.window == focused, now - held.since >= settle {
                return focused
            }
            if candidate?.window != focused { candidate = focused.map { ($0, now) } }
            guard now < end else {
                throw PasteFailure(
                    popupClosed
                        ? "no window had the keyboard within \(closeTimeout / 1000) s"
                        : "the window gifsearch ran in did not close within \(closeTimeout / 1000) s")
            }
            usleep(20_000)
        }
    }
}
