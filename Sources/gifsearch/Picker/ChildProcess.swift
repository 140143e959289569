import Terminal

#if canImport(Glibc)
    import Glibc
#endif

/// Starts helper programs (clipboard tools, `xdg-open`) without waiting for them: they may keep
/// running, as clipboard tools do to serve the selection. Their output goes to /dev/null so that
/// it cannot draw over the picker.
enum ChildProcess {
    /// The first executable named `name` on `path` (`PATH`'s form), or `nil`.
    static func find(_ name: String, on path: String) -> String? {
        path.split(separator: ":").map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }

    /// Starts `executable` with `arguments`, writing `input` to its stdin; whether it started.
    static func start(_ executable: String, _ arguments: [String], input: [UInt8] = []) -> Bool {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return false }
        defer { close(ends[1]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[0], STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addclose(&actions, ends[1])
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
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
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        close(ends[0])
        guard status == 0 else { return false }
        DescriptorWriter.write(input, to: ends[1])
        return true
    }
}
