import FixtureSupport
import Foundation
import Testing

/// `SIGKILL` in the middle of a download and of a search that fills the cache. strace kills
/// gifsearch before or after the Nth `write`, `fsync` or `rename`, for every N until a run gets
/// through: so at every point where a file is created but empty, written but not on the disk,
/// or not yet renamed. What is left must never be a partial file under its final name
/// or a hidden temporary in the user's folder, and the next run must print and save exactly what
/// an untouched run does.
@Suite(.serialized) struct CrashSafetyTests {
    private let server: FixtureServer
    private let folder: GIFFolder
    private static let strace = "/usr/bin/strace"
    private static let syscalls = ["write", "fsync", "rename"]

    init() throws {
        server = try FixtureServer()
        folder = try GIFFolder()
    }

    private var environment: [String: String] {
        [
            "GIFSEARCH_API_URL": server.baseURL, "GIPHY_API_KEY": FixtureServer.apiKey,
            "XDG_CACHE_HOME": folder.url.path + "/cache",
        ]
    }

    private func run(_ arguments: [String]) throws -> CommandRun {
        try CommandRun(arguments, environment: environment)
    }

    /// Runs gifsearch with `arguments`, killed by strace at the `call`th `syscall`: before it
    /// runs (it fails instead, and the kill follows) or as it returns; whether the kill came
    /// before the command finished.
    private func killed(_ arguments: [String], at call: Int, of syscall: String, before: Bool) throws -> Bool {
        let injection = "inject=\(syscall):\(before ? "error=EIO:" : "")signal=KILL:when=\(call)"
        let traced = try CommandRun.external(
            Self.strace, ["-f", "-o", "/dev/null", "-e", injection, CommandRun.binary.path] + arguments,
            environment: environment)
        // strace dies of the signal that killed its tracee; Process reports the signal's number.
        return traced.status == SIGKILL
    }

    /// Calls `check` after a kill at each call of each system call in turn; how many of those
    /// kills `check` says came while a file was being written (a temporary was left).
    private func killEverywhere(_ arguments: [String], check: (String) throws -> Bool) throws -> Int {
        var killedWhileWriting = 0
        for syscall in Self.syscalls {
            for before in [true, false] {
                var call = 1
                while try killed(arguments, at: call, of: syscall, before: before) {
                    if try check("SIGKILL \(before ? "before" : "after") \(syscall) #\(call)") {
                        killedWhileWriting += 1
                    }
                    call += 1
                    guard call < 200 else {
                        Issue.record("\(arguments) never got past \(syscall) #\(call)")
                        break
                    }
                }
            }
        }
        return killedWhileWriting
    }

    private func names(in directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    @Test func aDownloadKilledAnywhereLeavesTheWholeFileOrItsPartFile() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.strace), "strace is not installed")
        let id = try run(["cats", "--format", "ids", "--limit", "1"]).standardOutput.trimmingCharacters(
            in: .whitespacesAndNewlines)
        let reference = folder.url.path + "/reference"
        #expect(try run(["download", id, "-o", reference]).status == 0)
        let expected = try Data(contentsOf: URL(fileURLWithPath: "\(reference)/\(id).gif"))
        let output = folder.url.path + "/out"
        let killedWhileWriting = try killEverywhere(["download", id, "-o", output]) { point in
            let left = names(in: output)
            for name in left {
                let path = "\(output)/\(name)"
                if name == "\(id).gif" {
                    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == expected, "\(point): partial \(name)")
                } else {
                    #expect(name == "\(id).gif.part", "\(point): left \(name)")
                }
                try FileManager.default.removeItem(atPath: path)
            }
            return left.contains("\(id).gif.part")
        }
        // Which calls are reached depends on how the threads run; a kill within the write always is.
        #expect(killedWhileWriting >= 1)
        #expect(try run(["download", id, "-o", output]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: "\(output)/\(id).gif")) == expected)
    }

    @Test func aSearchKilledWhileCachingNeverServesACorruptEntry() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.strace), "strace is not installed")
        let search = ["cats", "--format", "jsonl", "--limit", "5"]
        let expected = try run(search + ["--no-cache"]).standardOutput
        #expect(!expected.isEmpty)
        let cache = folder.url.path + "/cache/gifsearch"
        let killedWhileWriting = try killEverywhere(search) { point in
            let temporaries = names(in: cache).filter { !$0.hasSuffix(".cache") }
            let next = try run(search)
            #expect(next.status == 0 && next.standardOutput == expected, "\(point): \(next.standardError)")
            #expect(names(in: cache).allSatisfy { $0.hasSuffix(".cache") }, "\(point): left \(names(in: cache))")
            try FileManager.default.removeItem(atPath: cache)
            return !temporaries.isEmpty
        }
        // Which calls are reached depends on how the threads run; a kill within the write always is.
        #expect(killedWhileWriting >= 1)
    }
}
