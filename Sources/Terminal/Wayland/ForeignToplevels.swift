/// The windows of a wlroots compositor (sway, Hyprland, labwc, Wayfire, niri) as its
/// wlr-foreign-toplevel-management protocol tells them, the one taskbars use: each window's
/// app_id, whether it has the keyboard (its "activated" state) and whether it has closed.
final class ForeignToplevels {
    /// One window, as its handle last said it was.
    struct Toplevel {
        var appID = ""
        var activated = false
        var closed = false
    }

    static let interface = "zwlr_foreign_toplevel_manager_v1"
    /// The state that says a window has the keyboard.
    private static let activatedState: UInt32 = 2
    /// The most windows kept: a compositor announcing more is not one to trust.
    static let limit = 4096

    private let connection: WaylandConnection
    private let manager: UInt32
    /// The windows by the id of their handle on this connection.
    private(set) var toplevels: [UInt32: Toplevel] = [:]

    /// Binds the compositor's toplevel manager and reads its windows; `nil` when it has none.
    init?(connection: WaylandConnection) throws(WaylandConnection.Failure) {
        guard let manager = try connection.bind(Self.interface, version: 3) else { return nil }
        self.connection = connection
        self.manager = manager
        try update()
    }

    /// Reads what changed since the last time: every event the compositor sent before a round
    /// trip.
    func update() throws(WaylandConnection.Failure) {
        try connection.roundTrip { event throws(WaylandConnection.Failure) in try self.take(event) }
    }

    private func take(_ event: WaylandConnection.Event) throws(WaylandConnection.Failure) {
        var reader = WaylandConnection.Reader(event.arguments)
        if event.object == manager {
            guard event.opcode == 0 else { return }
            let handle = try reader.word()
            guard toplevels.count < Self.limit, handle >= WaylandConnection.firstServerID else { throw .malformed }
            toplevels[handle] = Toplevel()
            return
        }
        guard toplevels[event.object] != nil else { return }
        switch event.opcode {
        case 1: toplevels[event.object]?.appID = try reader.string()
        case 4:
            let states = try reader.array()
            toplevels[event.object]?.activated = stride(from: 0, to: states.count - 3, by: 4).contains {
                WireBytes.word(states, at: $0) == Self.activatedState
            }
        case 6: toplevels[event.object]?.closed = true
        default: break
        }
    }
}
