import FixtureSupport
import Foundation
import GifSearchKit
import RxCore
import Terminal
import Testing

@testable import gifsearch

/// A gifsearch command line run, with what it printed and how it exited: in this process
/// against a captured `CommandContext` (stdout and stderr are not terminals, stdin is `input`,
/// there is no `/dev/tty`), or through the built binary where only a process shows the point.
struct CommandRun {
    let status: Int32
    let outputBytes: [UInt8]
    let standardError: String
    /// In this process: whether the command tried to open the terminal.
    private(set) var openedTerminal = false
    /// The run's own home, with gifsearch's folders in it, removed with the run.
    private let home = TemporaryFolder("gifsearch-run")

    /// What the command printed on stdout, as text.
    var standardOutput: String { String(decoding: outputBytes, as: UTF8.self) }

    /// The lines the command printed on stdout.
    var lines: [String] { standardOutput.split(separator: "\n").map(String.init) }

    /// Runs `arguments` in this process with the test process's environment less gifsearch's
    /// own variables, in a home of the run's own, plus `environment`.
    init(_ arguments: [String], environment: [String: String] = [:], input: String = "") {
        let output = Captured()
        let errors = Captured()
        let terminal = Captured()
        let context = CommandContext(
            environment: Self.environment(adding: environment, home: home.path),
            output: OutputChannel(isTerminal: false, columns: environment["COLUMNS"].flatMap(Int.init) ?? 80) {
                output.append($0)
            },
            errors: OutputChannel(isTerminal: false) { errors.append($0) },
            inputIsTerminal: false,
            readInputLines: { input.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) },
            openTTY: { () throws(TerminalError) -> TTY in
                terminal.append([1])
                throw TerminalError.noTerminal("not in this test")
            },
            makeService: { GifSearchService(settings: $0) })
        status = Gifsearch.run(arguments, in: context)
        outputBytes = output.bytes
        standardError = String(decoding: errors.bytes, as: UTF8.self)
        openedTerminal = !terminal.bytes.isEmpty
    }

    /// Runs the built binary with `arguments` (and extra `environment` variables) and waits for it.
    static func process(_ arguments: [String], environment: [String: String] = [:]) throws -> CommandRun {
        try CommandRun(executable: binary, arguments, environment: environment)
    }

    /// Runs another program, for tests that need a helper such as `script`.
    static func external(_ path: String, _ arguments: [String], environment: [String: String]) throws -> CommandRun {
        try CommandRun(executable: URL(fileURLWithPath: path), arguments, environment: environment)
    }

    /// The test process's environment less gifsearch's own variables and opt-outs, with `HOME`
    /// and gifsearch's cache, config, data and state folders under `home` (one run's or one
    /// test's own: the person's folders are never touched, and no run sees another's library),
    /// plus `environment`.
    static func environment(adding environment: [String: String], home: String) -> [String: String] {
        var merged = ProcessInfo.processInfo.environment
        for name in [
            "GIPHY_API_KEY", "GIFSEARCH_API_URL", "COLUMNS", "NO_COLOR", "DO_NOT_TRACK", "GIFSEARCH_NO_ANALYTICS",
        ] {
            merged[name] = nil
        }
        merged["HOME"] = home
        for (name, folder) in [
            ("XDG_CACHE_HOME", "cache"), ("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"),
            ("XDG_STATE_HOME", "state"),
        ] {
            merged[name] = home + "/" + folder
        }
        return merged.merging(environment) { $1 }
    }

    private init(executable: URL, _ arguments: [String], environment: [String: String]) throws {
        let finished = try Spawn.run(
            executable.path, arguments, environment: Self.environment(adding: environment, home: home.path))
        status = finished.status
        outputBytes = finished.output
        standardError = String(decoding: finished.errors, as: UTF8.self)
    }

    /// The binary in the build products folder, beside the running test executable.
    static var binary: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("gifsearch")
    }

    /// Bytes written from any thread.
    private final class Captured: Sendable {
        private let state = LockedState<[UInt8]>([])

        func append(_ bytes: [UInt8]) {
            state.withLock { $0 += bytes }
        }

        var bytes: [UInt8] { state.withLock { $0 } }
    }
}

@Suite(.ownThreads) struct CommandLineTests {
    /// Through the binary: what `main` does with the status and the streams.
    @Test func versionPrintsTheVersionAndSucceeds() throws {
        let run = try CommandRun.process(["--version"])
        #expect(run.status == 0)
        #expect(run.standardOutput == GifsearchVersion.current + "\n")
        #expect(
            GifsearchVersion.current.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+/) != nil, "X.Y.Z, as releases are tagged")
        #expect(run.standardError.isEmpty)
    }

    @Test func aloneItPrintsTheShortHelpAndExitsTwo() throws {
        let run = try CommandRun.process([])
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("usage: gifsearch <query>..."))
        for command in ["search", "pick", "preview", "feed", "tags", "cache"] {
            #expect(run.standardError.contains("\n  \(command) "))
        }
    }

    @Test func helpDescribesTheCommand() throws {
        let run = CommandRun(["--help"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("USAGE: gifsearch"))
        #expect(run.standardOutput.contains("--version"))
    }

    @Test(arguments: [
        "search", "trending", "random", "translate", "show", "preview", "download", "info", "frames", "cache", "feed",
        "tags",
    ])
    func everyCommandHasItsOwnReadableHelp(command: String) throws {
        let run = CommandRun([command, "--help"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("USAGE: gifsearch \(command)"))
        #expect(!run.standardOutput.contains("\\"), "a stray backslash in the help text")
    }

    @Test(arguments: [
        ["search"], ["--bogus"], ["trending", "--limit", "x"], ["cats", "--format", "nope"],
        ["pick", "--format", "table"],
        ["preview", "x.gif", "--mode", "nope"], ["sheet", "x.gif", "-o", "-", "--tile", "3"],
    ])
    func usageErrorsAreOneLineOnStderrWithExitCodeTwo(arguments: [String]) throws {
        let run = try CommandRun.process(arguments)
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("gifsearch: "))
        #expect(run.standardError.filter { $0 == "\n" }.count == 1, "\(run.standardError)")
    }

    @Test func aListOfAllowedValuesIsOneLine() {
        let run = CommandRun(["cats", "--format", "nope"])
        #expect(
            run.standardError
                == "gifsearch: The value 'nope' is invalid for '--format <format>'. Please provide one of the "
                + "following: table, url, ids, md, json, jsonl, tsv (see 'gifsearch --help')\n")
    }
}
