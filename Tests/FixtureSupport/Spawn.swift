import CSpawn
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Starting a program from a test without Foundation's `Process`: its `run()` on Linux (Swift
/// 6.3.1's swift-corelibs-foundation, before its PR #5472) copies whole 256-byte `d_name`s out of
/// readdir's buffer while it looks for the highest descriptor in /proc/self/fd, and now and then
/// reads past the buffer's mapped end and kills the test process (SIGSEGV in
/// `findMaximumOpenFromProcSelfFD`, seen twice in a whole suite here; the hung CI run of
/// f7828ec). `posix_spawn`, with no descriptor of the test process but those given, no signal
/// blocked and every one handled by default (a test's thread blocks most signals, and a child
/// would inherit that: a tmux server or a shell would ignore SIGTERM and outlive the suite).
public enum Spawn {
    /// How a program run to its end ended, and what it printed.
    public struct Finished: Sendable {
        /// Its exit status, or the number of the signal that killed it (as `Process` reports it).
        public let status: Int32
        public let output: [UInt8]
        public let errors: [UInt8]
    }

    public enum Failure: Error {
        case notStarted(String, Int32)
    }

    /// A program started (`Spawn.child`), as `Process` tells of one: whether it runs, waiting
    /// for it, how it ended. Used from one thread.
    public final class Child {
        public let processIdentifier: pid_t
        private var ended: Int32?

        init(_ processIdentifier: pid_t) {
            self.processIdentifier = processIdentifier
        }

        public var isRunning: Bool {
            reap(waiting: false)
            return ended == nil
        }

        public func waitUntilExit() {
            reap(waiting: true)
        }

        /// Its exit status, or the number of the signal that killed it; after it ended.
        public var terminationStatus: Int32 {
            reap(waiting: true)
            let status = ended ?? 0
            let signal = status & 0x7f
            return signal == 0 ? (status >> 8) & 0xff : signal
        }

        private func reap(waiting: Bool) {
            guard ended == nil else { return }
            var status: Int32 = 0
            var reaped: pid_t
            repeat {
                reaped = waitpid(processIdentifier, &status, waiting ? 0 : WNOHANG)
            } while reaped == -1 && errno == EINTR
            if reaped == processIdentifier { ended = status }
        }
    }

    /// Starts `path` with `arguments` in `environment`, its stdin reading from `input` (else
    /// /dev/null), its stdout and stderr writing to `output` and `errors` (else /dev/null), to be
    /// waited for as a `Child`.
    public static func child(
        _ path: String, _ arguments: [String], environment: [String: String], input: Int32? = nil,
        output: Int32? = nil, errors: Int32? = nil
    ) throws -> Child {
        Child(try start(path, arguments, environment: environment, input: input, output: output, errors: errors))
    }

    /// Runs `path` with `arguments` in `environment`, stdin from /dev/null, and waits for it to
    /// end and close its stdout and stderr.
    public static func run(_ path: String, _ arguments: [String], environment: [String: String]) throws -> Finished {
        var output: [Int32] = [0, 0]
        var errors: [Int32] = [0, 0]
        guard pipe2(&output, O_CLOEXEC) == 0, pipe2(&errors, O_CLOEXEC) == 0 else {
            throw Failure.notStarted(path, errno)
        }
        let child: Child
        do {
            child = try Self.child(path, arguments, environment: environment, output: output[1], errors: errors[1])
        } catch {
            for descriptor in output + errors { close(descriptor) }
            throw error
        }
        close(output[1])
        close(errors[1])
        let (printed, complained) = drain(output[0], errors[0])
        return Finished(status: child.terminationStatus, output: printed, errors: complained)
    }

    /// Starts `path` with `arguments` in `environment`, its stdin reading from `input` (else
    /// /dev/null), its stdout and stderr writing to `output` and `errors` (else /dev/null); its
    /// process id.
    private static func start(
        _ path: String, _ arguments: [String], environment: [String: String], input: Int32?, output: Int32?,
        errors: Int32?
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (descriptor, target, flags) in [
            (input, STDIN_FILENO, O_RDONLY), (output, STDOUT_FILENO, O_WRONLY), (errors, STDERR_FILENO, O_WRONLY),
        ] {
            if let descriptor {
                posix_spawn_file_actions_adddup2(&actions, descriptor, target)
            } else {
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", flags, 0)
            }
        }
        posix_spawn_file_actions_addclosefrom_np(&actions, STDERR_FILENO + 1)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var every = sigset_t()
        sigfillset(&every)
        posix_spawnattr_setsigdefault(&attributes, &every)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child = pid_t()
        let failure = posix_spawn(&child, path, &actions, &attributes, argv, envp)
        guard failure == 0 else { throw Failure.notStarted(path, failure) }
        return child
    }

    /// Reads `first` and `second` to their ends at once (a program may fill one while the
    /// other is read), closing both.
    private static func drain(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
        var read: [[UInt8]] = [[], []]
        var open = [
            pollfd(fd: first, events: Int16(POLLIN), revents: 0), pollfd(fd: second, events: Int16(POLLIN), revents: 0),
        ]
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while open.contains(where: { $0.fd >= 0 }) {
            guard poll(&open, nfds_t(open.count), -1) >= 0 || errno == EINTR else { break }
            for index in open.indices where open[index].fd >= 0 && open[index].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { Glibc.read(open[index].fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    read[index] += buffer[..<count]
                } else if count == 0 || errno != EINTR {
                    close(open[index].fd)
                    open[index].fd = -1
                }
            }
        }
        return (read[0], read[1])
    }
}
