import Foundation
import Testing

/// Runs the built `gifsearch` binary and captures what it printed and how it exited.
struct CommandRun {
    let status: Int32
    let outputBytes: [UInt8]
    let standardError: String

    /// What the command printed on stdout, as text.
    var standardOutput: String { String(decoding: outputBytes, as: UTF8.self) }

    /// Runs the binary with `arguments` (and extra `environment` variables) and waits for it.
    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        try self.init(executable: Self.binary, arguments, environment: environment)
    }

    /// Runs another program, for tests that need a helper such as `script`.
    static func external(_ path: String, _ arguments: [String], environment: [String: String]) throws -> CommandRun {
        try CommandRun(executable: URL(fileURLWithPath: path), arguments, environment: environment)
    }

    private init(executable: URL, _ arguments: [String], environment: [String: String]) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        for name in ["GIPHY_API_KEY", "GIFSEARCH_API_URL", "COLUMNS", "NO_COLOR"] { merged[name] = nil }
        process.environment = merged.merging(environment) { $1 }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        outputBytes = [UInt8](outputData)
        standardError = String(decoding: errorData, as: UTF8.self)
    }

    /// The binary in the build products folder, beside the running test executable.
    static var binary: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("gifsearch")
    }
}

@Suite struct CommandLineTests {
    @Test func versionPrintsTheVersionAndSucceeds() throws {
        let run = try CommandRun(["--version"])
        #expect(run.status == 0)
        #expect(run.standardOutput == "0.1.0\n")
        #expect(run.standardError.isEmpty)
    }

    @Test func aloneItPrintsTheShortHelpAndExitsTwo() throws {
        let run = try CommandRun([])
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("usage: gifsearch <query>..."))
        for command in ["search", "pick", "preview", "feed", "tags", "cache"] {
            #expect(run.standardError.contains("\n  \(command) "))
        }
    }

    @Test func helpDescribesTheCommand() throws {
        let run = try CommandRun(["--help"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("USAGE: gifsearch"))
        #expect(run.standardOutput.contains("--version"))
    }

    @Test(arguments: [
        "search", "trending", "random", "translate", "show", "preview", "download", "info", "frames", "cache", "feed",
        "tags",
    ])
    func everyCommandHasItsOwnReadableHelp(command: String) throws {
        let run = try CommandRun([command, "--help"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("USAGE: gifsearch \(command)"))
        #expect(!run.standardOutput.contains("\\"), "a stray backslash in the help text")
    }

    @Test(arguments: [["search"], ["--bogus"], ["trending", "--limit", "x"]])
    func usageErrorsAreOneLineOnStderrWithExitCodeTwo(arguments: [String]) throws {
        let run = try CommandRun(arguments)
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("gifsearch: "))
        #expect(run.standardError.filter { $0 == "\n" }.count == 1)
    }
}
