internal import CSpawn
import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// Starts helper programs (clipboard tools, `xdg-open`, tmux). Each runs in a session of its
/// own, so that a terminal closing (a hotkey's popup) does not hang it up, with none of
/// gifsearch's descriptors but the three it is given: its output goes to /dev/null, so it can
/// neither draw over the picker nor keep `$(gifsearch …)` or a pipe waiting, unless it is read
/// (`output(of:_:within:environment:)`, for tmux). Each gets the environment it is given, the
/// command's, never the process's own, and every child is reaped.
public enum ChildProcess {
    /// What came of handing input to a helper.
    public enum Handing: Sendable, Equatable {
        /// It took the input and exited 0.
        case done
        /// It exited with this status, or was killed by a signal (`nil`).
        case failed(status: Int32?)
        /// It could not be started.
        case cannotStart
        /// It had not exited in the time given: handed input, it was killed with any process it
        /// started; started to run on (`start`), it was left to.
        case timedOut
    }

    /// The first executable named `name` on `path` (`PATH`'s form), or `nil`.
    public static func find(_ name: String, on path: String) -> String? {
        path.split(separator: ":").map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }

    /// Starts `executable` with `arguments` in `environment`, writes `input` to its stdin, and
    /// waits at most `milliseconds` for it to exit: clipboard tools fork the process that keeps
    /// the selection and exit once it is owned. One that is late is killed, so that it cannot
    /// take the clipboard after gifsearch said it could not.
    public static func hand(
        _ input: [UInt8], to executable: String, _ arguments: [String], environment: [String: String],
        within milliseconds: Int
    ) -> Handing {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return .cannotStart }
        let child = spawn(executable, arguments, input: ends[0], output: nil, environment: environment)
        close(ends[0])
        guard let child else {
            close(ends[1])
            return .cannotStart
        }
        DescriptorWriter.write(input, to: ends[1])
        close(ends[1])
        if let ended = end(of: child, within: milliseconds) { return ended }
        killWithItsGroup(child)
        return .timedOut
    }

    /// Starts `executable` with `arguments` in `environment` and watches it for `milliseconds`:
    /// `.done` or `.failed` when it ended by then, else `.timedOut`, and then it is left to run
    /// (a browser may run as long as it likes) and reaped when it ends.
    public static func start(
        _ executable: String, _ arguments: [String], environment: [String: String], watchingFor milliseconds: Int
    ) -> Handing {
        guard let child = spawn(executable, arguments, input: nil, output: nil, environment: environment) else {
            return .cannotStart
        }
        if let ended = end(of: child, within: milliseconds) { return ended }
        reapInBackground(child)
        return .timedOut
    }

    /// How `child` ended, when it did within `milliseconds` (`.done` or `.failed`, and it is
    /// reaped); `nil` while it still runs. Looked at once more after the deadline: a tool that
    /// has just exited is not late.
    private static func end(of child: pid_t, within milliseconds: Int) -> Handing? {
        let end = MonotonicClock.milliseconds() + milliseconds
        var status: Int32 = 0
        while true {
            let late = MonotonicClock.milliseconds() >= end
            switch waitpid(child, &status, WNOHANG) {
            case child: return exited(status) == 0 ? .done : .failed(status: exited(status))
            case 0 where late: return nil
            case 0: usleep(2_000)
            default: return .failed(status: nil)
            }
        }
    }

    /// The most bytes a helper's output may have.
    static let outputLimit = 4096

    /// What `executable` with `arguments` in `environment` writes to stdout before it closes
    /// it, within `milliseconds` and at most `outputLimit` bytes; `nil` when it cannot be started
    /// or has not closed it by then, and then it is killed, with any process it started, so that
    /// it cannot act late (an X11 clipboard owner taking the clipboard after the fallback did).
    public static func output(
        of executable: String, _ arguments: [String], within milliseconds: Int32, environment: [String: String]
    ) -> String? {
        output(of: executable, arguments, input: nil, within: milliseconds, environment: environment)
    }

    /// `output(of:_:within:environment:)`, with `input` (`nil`: /dev/null) as the child's stdin.
    private static func output(
        of executable: String, _ arguments: [String], input: Int32?, within milliseconds: Int32,
        environment: [String: String]
    ) -> String? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        defer { close(ends[0]) }
        let child = spawn(executable, arguments, input: input, output: ends[1], environment: environment)
        close(ends[1])
        guard let child else { return nil }
        let output = read(ends[0], untilClosedWithin: Int(milliseconds))
        if output == nil { killWithItsGroup(child) } else { reapInBackground(child) }
        return output.map { String(decoding: $0, as: UTF8.self) }
    }

    /// A helper started to wait for a word from gifsearch on its stdin (`tell`); it reads the end
    /// of its input when gifsearch closes it unsaid, or ends.
    public final class Instructed: @unchecked Sendable {
        private var input: Int32

        init(input: Int32) {
            self.input = input
        }

        /// Writes `line` to the helper's stdin and closes it.
        public func tell(_ line: String) {
            guard input >= 0 else { return }
            DescriptorWriter.write(Array((line + "\n").utf8), to: input)
            close(input)
            input = -1
        }

        deinit {
            if input >= 0 { close(input) }
        }
    }

    /// Starts `executable` with `arguments` in `environment`, its stdin a pipe kept for
    /// `Instructed`, and returns what it writes to stdout before it closes it, within
    /// `milliseconds`, with the helper; `nil` output when it cannot be started or has not closed
    /// stdout by then, and then it is killed with any process it started.
    public static func startInstructed(
        _ executable: String, _ arguments: [String], within milliseconds: Int32, environment: [String: String]
    ) -> (said: String?, helper: Instructed?) {
        var input: [Int32] = [0, 0]
        guard pipe2(&input, O_CLOEXEC) == 0 else { return (nil, nil) }
        let helper = Instructed(input: input[1])
        let said = output(of: executable, arguments, input: input[0], within: milliseconds, environment: environment)
        close(input[0])
        return said == nil ? (nil, nil) : (said, helper)
    }

    /// What `descriptor` gives until it is closed, if that is within `milliseconds` and
    /// `outputLimit` bytes.
    private static func read(_ descriptor: Int32, untilClosedWithin milliseconds: Int) -> [UInt8]? {
        let limit = outputLimit
        let end = MonotonicClock.milliseconds() + milliseconds
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while output.count <= limit, case let left = end - MonotonicClock.milliseconds(), left > 0 {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let polled = poll(&ready, 1, Int32(left))
            if polled < 0 && errno == EINTR { continue }
            guard polled > 0 else { return nil }
            let count = Glibc.read(descriptor, &buffer, min(buffer.count, limit + 1 - output.count))
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return output }
            output += buffer[0..<count]
        }
        return nil
    }

    /// The exit status in `status` (waitpid's), or `nil` when a signal ended the process.
    private static func exited(_ status: Int32) -> Int32? {
        status & 0x7f == 0 ? (status >> 8) & 0xff : nil
    }

    /// Kills `child`, not yet reaped, with the processes of its session's group (its id, which
    /// cannot be another's before the reap), and reaps it.
    private static func killWithItsGroup(_ child: pid_t) {
        kill(-child, SIGKILL)
        reapInBackground(child)
    }

    /// Waits for `child` on a thread of its own, so that it never lingers as a zombie.
    private static func reapInBackground(_ child: pid_t) {
        DispatchQueue.global(qos: .utility).async {
            var status: Int32 = 0
            while waitpid(child, &status, 0) == -1 && errno == EINTR {}
        }
    }

    /// Spawns `executable` in `environment`, in a new session, with `input` and `output` as its
    /// stdin and stdout (`nil`: /dev/null), stderr to /dev/null and every other descriptor
    /// closed; its process id, or `nil` when it did not start.
    private static func spawn(
        _ executable: String, _ arguments: [String], input: Int32?, output: Int32?, environment: [String: String]
    ) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (descriptor, target, flags) in [(input, STDIN_FILENO, O_RDONLY), (output, STDOUT_FILENO, O_WRONLY)] {
            if let descriptor {
                posix_spawn_file_actions_adddup2(&actions, descriptor, target)
            } else {
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", flags, 0)
            }
        }
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclosefrom_np(&actions, STDERR_FILENO + 1)
        // gifsearch ignores SIGPIPE (`Signals.ignoreBrokenPipes`); its helpers get the default.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF) | gifsearch_spawn_setsid_flag())
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child = pid_t()
        return posix_spawn(&child, executable, &actions, &attributes, argv, envp) == 0 ? child : nil
    }
}
