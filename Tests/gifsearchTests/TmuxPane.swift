import Foundation
import Testing

/// A shell in a tmux pane of its own server, driven as a person would: keys typed with
/// `send-keys`, the screen read with `capture-pane`.
final class TmuxPane {
    private let socket = "gifsearch-test-\(UUID().uuidString.prefix(8))"

    /// Starts `bash` in a `columns` × `rows` pane with `environment` set.
    init(columns: Int = 120, rows: Int = 30, environment: [String: String]) throws {
        let exports = environment.map { "\($0.key)=\(Self.quoted($0.value))" }.sorted().joined(separator: " ")
        let shell = "env -i PATH=/usr/bin:/bin TERM=xterm-256color HOME=/tmp \(exports) bash --norc --noprofile"
        // The server this starts outlives the command, so it must hold no pipe that a test reads
        // to the end: not its own output, nor descriptors inherited from tests running beside it.
        let closeInherited = #"for fd in /proc/self/fd/*; do fd=${fd##*/}; [ "$fd" -gt 2 ] && eval "exec $fd>&-"; done"#
        _ = try CommandRun.external(
            "/bin/bash",
            [
                "-c",
                "\(closeInherited) 2>/dev/null; exec tmux -L \(socket) -f /dev/null new-session -d "
                    + "-x \(columns) -y \(rows) \(Self.quoted(shell)) >/dev/null 2>&1",
            ], environment: [:])
        try tmux("set-option", "-g", "status", "off")
        try tmux("set-option", "-g", "set-clipboard", "on")
        #expect(try waitFor { $0.contains("$") || $0.contains("#") })
    }

    deinit {
        _ = try? tmux("kill-server")
    }

    /// Types `text` literally.
    func type(_ text: String) throws {
        try tmux("send-keys", "-t", "0", "-l", text)
    }

    /// Presses keys by tmux's names (`Enter`, `Escape`, `Down`, `C-d`, …).
    func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "0"] + keys)
    }

    /// Runs `command` at the shell prompt.
    func run(_ command: String) throws {
        try type(command)
        try press("Enter")
    }

    /// The path of the tmux server's socket, as `$TMUX` gives it.
    func socketPath() throws -> String {
        try tmux("display-message", "-p", "#{socket_path}").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Splits the window without making the new pane active; the new pane's id (`%1`).
    func splitInactive() throws -> String {
        try tmux("split-window", "-d", "-P", "-F", "#{pane_id}").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Resizes the pane's window, as a person dragging the terminal's corner.
    func resize(columns: Int, rows: Int) throws {
        try tmux("resize-window", "-t", "0", "-x", String(columns), "-y", String(rows))
    }

    /// The newest tmux paste buffer: what an application copied with OSC 52.
    func pasteBuffer() throws -> String {
        try tmux("show-buffer")
    }

    /// The screen as text; with `escapes`, with its colours and attributes as escape sequences.
    func screen(escapes: Bool = false) throws -> String {
        try tmux(["capture-pane", "-p", "-t", "0"] + (escapes ? ["-e"] : []))
    }

    /// Waits up to `seconds` for the screen to satisfy `condition`; whether it did.
    @discardableResult
    func waitFor(seconds: Double = 15, _ condition: (String) throws -> Bool) throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition(try screen()) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    @discardableResult
    private func tmux(_ arguments: String...) throws -> String {
        try tmux(arguments)
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let run = try CommandRun.external(
            "/usr/bin/tmux", ["-L", socket, "-f", "/dev/null"] + arguments, environment: [:])
        return run.standardOutput
    }

    private static func quoted(_ value: String) -> String {
        "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
