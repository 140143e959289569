/// Pasting on a wlroots compositor: the window that has the keyboard, and whether a window has
/// closed, from its wlr-foreign-toplevel-management protocol (on a connection of its own, so a
/// window is known by its handle there for as long as it lives), and Ctrl+V typed by wtype
/// through the virtual-keyboard protocol.
final class WaylandPasteDesktop: PasteDesktop {
    private let toplevels: ForeignToplevels
    private let wtype: String
    private let environment: [String: String]

    /// How long wtype may take.
    static let toolTimeout = 5_000

    /// Connects to the compositor `environment` names; fails when it does not tell its windows.
    init(wtype: String, environment: [String: String]) throws(PasteFailure) {
        let found: ForeignToplevels?
        do throws(WaylandConnection.Failure) {
            found = try ForeignToplevels(connection: WaylandConnection(environment: environment))
        } catch {
            throw PasteFailure(error.description)
        }
        guard let found else {
            throw PasteFailure(
                "this compositor does not tell which window has the keyboard (\(ForeignToplevels.interface))")
        }
        (toplevels, self.wtype, self.environment) = (found, wtype, environment)
    }

    func focusedWindow() throws(PasteFailure) -> FocusedWindow? {
        try update()
        return toplevels.toplevels.first { !$0.value.closed && $0.value.activated }.map { id, toplevel in
            FocusedWindow(id: UInt64(id), classes: [toplevel.appID])
        }
    }

    func isOpen(_ window: FocusedWindow) throws(PasteFailure) -> Bool {
        try update()
        return toplevels.toplevels[UInt32(truncatingIfNeeded: window.id)].map { !$0.closed } ?? false
    }

    func pressPaste(forTerminal: Bool) throws(PasteFailure) {
        let held = forTerminal ? ["ctrl", "shift"] : ["ctrl"]
        let arguments =
            held.flatMap { ["-M", $0] } + ["-s", "50", "-k", "v", "-s", "50"] + held.reversed().flatMap { ["-m", $0] }
        switch ChildProcess.hand([], to: wtype, arguments, environment: environment, within: Self.toolTimeout) {
        case .done: return
        case .failed: throw PasteFailure("wtype failed: this compositor may not offer the virtual keyboard")
        case .cannotStart: throw PasteFailure("wtype did not start")
        case .timedOut: throw PasteFailure("wtype did not finish within \(Self.toolTimeout / 1000) s")
        }
    }

    private func update() throws(PasteFailure) {
        do throws(WaylandConnection.Failure) {
            try toplevels.update()
        } catch {
            throw PasteFailure(error.description)
        }
    }
}
