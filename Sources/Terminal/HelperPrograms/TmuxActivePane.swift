/// The tmux pane gifsearch runs in: a terminal inside tmux answers questions to tmux's active
/// pane, so from another pane (one typed into with `send-keys`) they would be typed there.
public enum TmuxActivePane {
    /// Whether the pane `TMUX_PANE` names, on the server `TMUX` names (in `environment`), is
    /// tmux's active one; `true` when tmux cannot say.
    public static func isActive(environment: [String: String]) -> Bool {
        guard let (socket, pane) = TerminalEnvironment(environment).tmuxPane,
            let tmux = ChildProcess.find("tmux", on: environment["PATH"] ?? "/usr/bin:/bin"),
            let answer = ChildProcess.output(
                of: tmux, ["-S", socket, "display-message", "-p", "-t", pane, "#{pane_active}"], within: 500,
                environment: environment)
        else { return true }
        return answer.split(separator: "\n").first != "0"
    }
}
