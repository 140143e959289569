#if canImport(Glibc)
    import Glibc
#endif

/// Starts helper programs (clipboard tools, `xdg-open`) without waiting for them: they may keep
/// running, as clipboard tools do to serve the selection. Their output goes to /dev/null so that
/// it cannot draw over the picker, unless it is read (`output(of:_:within:environment:)`, for
/// tmux). Each gets the environment it is given, the command's, never the process's own.
public enum ChildProcess {
    /// The first executable named `name` on `path` (`PATH`'s form), or `nil`.
    public static func find(_ name: String, on path: String) -> String? {
        path.split(separator: ":").map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }

    /// Starts `executable` with `arguments` in `environment`, writing `input` to its stdin;
    /// whether it started.
    public static func start(
        _ executable: String, _ arguments: [String], input: [UInt8] = [], environment: [String: String]
    ) -> Bool {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return false }
        defer { close(ends[1]) }
        let started = spawn(
            executable, arguments, input: ends[0], output: nil, closing: ends[1], environment: environment)
        close(ends[0])
        guard started else { return false }
        DescriptorWriter.write(input, to: ends[1])
        return true
    }

    /// What `executable` with `arguments` in `environment` writes to stdout within
    /// `milliseconds`, or `nil` when it cannot be started.
    public static func output(
        of executable: String, _ arguments: [String], within milliseconds: Int32, environment: [String: String]
    ) -> String? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        defer { close(ends[0]) }
        let started = spawn(
            executable, arguments, input: nil, output: ends[1], closing: ends[0], environment: environment)
        close(ends[1])
        guard started else { return nil }
        let end = MonotonicClock.milliseconds() + Int(milliseconds)
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while output.count < 4096, case let left = end - MonotonicClock.milliseconds(), left > 0 {
            var ready = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, Int32(left)) > 0 else { break }
            let count = read(ends[0], &buffer, buffer.count)
            guard count > 0 else { break }
            output += buffer[0..<count]
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Spawns `executable` in `environment` with `input` and `output` as its stdin and stdout
    /// (`nil`: /dev/null), stderr to /dev/null, and `closing` closed in it; whether it started.
    private static func spawn(
        _ executable: String, _ arguments: [String], input: Int32?, output: Int32?, closing: Int32,
        environment: [String: String]
    ) -> Bool {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (descriptor, target, flags) in [(input, STDIN_FILENO, O_RDONLY), (output, STDOUT_FILENO, O_WRONLY)] {
            if let descriptor {
                posix_spawn_file_actions_adddup2(&actions, descriptor, target)
                posix_spawn_file_actions_addclose(&actions, descriptor)
            } else {
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", flags, 0)
            }
        }
        posix_spawn_file_actions_addclose(&actions, closing)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        // gifsearch ignores SIGPIPE (`Signals.ignoreBrokenPipes`); its helpers get the default.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        return posix_spawn(&pid, executable, &actions, &attributes, argv, envp) == 0
    }
}
