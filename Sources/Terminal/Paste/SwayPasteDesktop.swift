import FoundationEssentials

/// Pasting in sway: the window that has the keyboard from sway's tree (`swaymsg -t get_tree`,
/// through the IPC socket SWAYSOCK names) and Ctrl+V typed by wtype, through the
/// virtual-keyboard protocol of wlroots compositors.
struct SwayPasteDesktop: PasteDesktop {
    let swaymsg: String
    let wtype: String
    let environment: [String: String]

    /// How long swaymsg and wtype may take.
    static let toolTimeout: Int32 = 5_000
    /// The most bytes of sway's tree read: a desktop of a few hundred windows.
    static let treeLimit = 16 << 20

    /// One node of sway's tree: an output, a workspace, or a window (a view, with an app_id or,
    /// on Xwayland, a class).
    private struct Node: Decodable {
        struct WindowProperties: Decodable {
            let `class`: String?
            let instance: String?
        }

        let id: UInt64
        let focused: Bool?
        let pid: Int?
        let appID: String?
        let windowProperties: WindowProperties?
        let nodes: [Node]?
        let floatingNodes: [Node]?

        enum CodingKeys: String, CodingKey {
            case id, focused, pid, nodes
            case appID = "app_id"
            case windowProperties = "window_properties"
            case floatingNodes = "floating_nodes"
        }

        /// This node and every node under it.
        var all: [Node] {
            [self] + (nodes ?? []).flatMap(\.all) + (floatingNodes ?? []).flatMap(\.all)
        }

        /// The names of the kind of window it is; `nil` when it is no window.
        var classes: [String]? {
            guard pid != nil else { return nil }
            return [appID, windowProperties?.instance, windowProperties?.class].compactMap { $0 }
        }
    }

    func focusedWindow() throws(PasteFailure) -> FocusedWindow? {
        guard let node = try windows().first(where: { $0.focused == true }), let classes = node.classes else {
            return nil
        }
        return FocusedWindow(id: node.id, classes: classes)
    }

    func isOpen(_ window: FocusedWindow) throws(PasteFailure) -> Bool {
        try windows().contains { $0.id == window.id }
    }

    func pressPaste(forTerminal: Bool) throws(PasteFailure) {
        let held = forTerminal ? ["ctrl", "shift"] : ["ctrl"]
        let arguments =
            held.flatMap { ["-M", $0] } + ["-s", "50", "-k", "v", "-s", "50"] + held.reversed().flatMap { ["-m", $0] }
        switch ChildProcess.hand([], to: wtype, arguments, environment: environment, within: Int(Self.toolTimeout)) {
        case .done: return
        case .failed, .cannotStart, .timedOut:
            throw PasteFailure("wtype could not type Ctrl+V: this compositor may not offer the virtual keyboard")
        }
    }

    /// Every node of sway's tree that is a window.
    private func windows() throws(PasteFailure) -> [Node] {
        guard
            let tree = ChildProcess.output(
                of: swaymsg, ["-t", "get_tree"], within: Self.toolTimeout, environment: environment,
                limit: Self.treeLimit),
            let root = try? JSONDecoder().decode(Node.self, from: Data(tree.utf8))
        else { throw PasteFailure("swaymsg did not say which window has the keyboard") }
        return root.all.filter { $0.classes != nil }
    }
}
