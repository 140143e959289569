/// What the environment says about the terminal gifsearch writes to: the one place its
/// variables (`TMUX`, `TMUX_PANE`, `NO_COLOR`, `COLORTERM`, `TERM`) are read.
public struct TerminalEnvironment: Sendable {
    private let variables: [String: String]

    /// The terminal as `variables` (a command's environment) describe it.
    public init(_ variables: [String: String]) {
        self.variables = variables
    }

    /// Whether gifsearch runs inside tmux: `TMUX` is set and not empty.
    public var insideTmux: Bool { !(variables["TMUX"] ?? "").isEmpty }

    /// The tmux server's socket (`TMUX`'s first field) and this pane's id (`TMUX_PANE`), when
    /// both are there.
    public var tmuxPane: (socket: String, pane: String)? {
        guard let pane = variables["TMUX_PANE"], !pane.isEmpty,
            let socket = variables["TMUX"]?.split(separator: ",").first
        else { return nil }
        return (String(socket), pane)
    }

    /// Whether the person asked for no colour: `NO_COLOR` is set, to anything.
    public var noColor: Bool { variables["NO_COLOR"] != nil }

    /// Whether the terminal says it shows 24-bit colour (`COLORTERM`).
    public var trueColor: Bool {
        let colorTerm = variables["COLORTERM"] ?? ""
        return colorTerm.contains("truecolor") || colorTerm.contains("24bit")
    }

    /// The terminal type, `TERM` (empty when unset).
    public var term: String { variables["TERM"] ?? "" }
}
