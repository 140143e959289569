import Foundation

extension Process {
    /// A process that runs `executable` with `arguments` in a clean signal state: no signal
    /// blocked, every one handled by default. A test runs on a thread of Swift Testing's pool or
    /// of Dispatch, which blocks most signals, and a child inherits its parent thread's mask:
    /// a tmux server or a shell started that way ignores SIGTERM and SIGHUP and outlives the
    /// suite. `env --default-signal` sets both right before it runs the program.
    public static func clean(_ executable: String, _ arguments: [String]) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["--default-signal", executable] + arguments
        return process
    }
}
