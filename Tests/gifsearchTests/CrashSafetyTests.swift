import FixtureSupport
import Foundation
import GIF
import Testing

@testable import GifSearchKit

/// `SIGKILL` in the middle of a download and of a search that fills the cache. strace kills
/// gifsearch before or after the Nth `write`, `fsync` or `rename`, for every N until a run gets
/// through, each run from an empty folder and cache: so at every point where a file is created
/// but empty, written but not on the disk, or not yet renamed. What is left must never be a
/// partial file under its final name or a hidden temporary in the user's folder, and the next
/// run must print and save exactly what an untouched run does. Likewise the library, killed at
/// every write and sync of its WAL during an import: what was committed before stays, the
/// import is all there or not at all, and `PRAGMA integrity_check` says `ok`.
@Suite(.ownThreads) struct CrashSafetyTests {
    private let server: FixtureServer
    private let folder: GIFFolder
    private static let strace = "/usr/bin/strace"
    private static let syscalls = ["write", "fsync", "rename"]

    /// A config that keeps Giphy's responses on disk, as an approved integration's does: the
    /// disk cache is what the search test kills.
    init() throws {
        server = try FixtureServer()
        folder = try GIFFolder()
        try FileManager.default.createDirectory(
            atPath: folder.url.path + "/config/gifsearch", withIntermediateDirectories: true)
        try "giphy_media_cache = approved\n".write(
            toFile: folder.url.path + "/config/gifsearch/config", atomically: true, encoding: .utf8)
    }

    private var environment: [String: String] {
        [
            "GIFSEARCH_API_URL": server.baseURL, "GIPHY_API_KEY": FixtureServer.apiKey,
            "XDG_CACHE_HOME": folder.url.path + "/cache", "XDG_CONFIG_HOME": folder.url.path + "/config",
            "XDG_DATA_HOME": folder.url.path + "/data", "XDG_STATE_HOME": folder.url.path + "/state",
            // No action calls: what is killed is the command's own writing.
            "DO_NOT_TRACK": "1",
        ]
    }

    private func run(_ arguments: [String]) throws -> CommandRun {
        CommandRun(arguments, environment: environment)
    }

    /// Runs gifsearch with `arguments`, killed by strace at the `call`th `syscall`: before it
    /// runs (it fails instead, and the kill follows) or as it returns.
    private func killed(_ arguments: [String], at call: Int, of syscall: String, before: Bool) throws -> CommandRun {
        let injection = "inject=\(syscall):\(before ? "error=EIO:" : "")signal=KILL:when=\(call)"
        return try CommandRun.external(
            Self.strace, ["-f", "-o", "/dev/null", "-e", injection, CommandRun.binary.path] + arguments,
            environment: environment)
    }

    /// Runs `arguments` with a kill at each call of each of `syscalls` in turn, until a run gets
    /// through, each with `directory` emptied first (and a copy of `snapshot` put there, when
    /// there is one): a run that got through leaves its files, and the next would find nothing
    /// to write. Hands each run to `check`, which says whether a kill came while a file was being
    /// written; how many did.
    private func killEverywhere(
        _ arguments: [String], at syscalls: [String] = Self.syscalls, moments: [Bool] = [true, false],
        emptying directory: String, restoring snapshot: String? = nil,
        check: (_ point: String, _ run: CommandRun) throws -> Bool
    ) throws -> Int {
        var killedWhileWriting = 0
        for syscall in syscalls {
            for before in moments {
                for call in 1... {
                    if FileManager.default.fileExists(atPath: directory) {
                        try FileManager.default.removeItem(atPath: directory)
                    }
                    if let snapshot { try FileManager.default.copyItem(atPath: snapshot, toPath: directory) }
                    let run = try killed(arguments, at: call, of: syscall, before: before)
                    if try check("SIGKILL \(before ? "before" : "after") \(syscall) #\(call)", run) {
                        killedWhileWriting += 1
                    }
                    // strace dies of the signal that killed its tracee; Process reports its number.
                    guard run.status == SIGKILL else { break }
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
        let expected = try Data(contentsOf: URL(fileURLWithPath: "\(reference)/giphy-\(id).gif"))
        let output = folder.url.path + "/out"
        let file = "giphy-\(id).gif"
        // `<id>.gif.<pid>.<n>.part`: a new file of the writing process.
        let isPartFile = { (name: String) in name.hasPrefix(file + ".") && name.hasSuffix(".part") }
        let killedWhileWriting = try killEverywhere(["download", id, "-o", output], emptying: output) {
            point, traced in
            let left = names(in: output)
            for name in left {
                if name == file {
                    let bytes = try Data(contentsOf: URL(fileURLWithPath: "\(output)/\(name)"))
                    #expect(bytes == expected, "\(point): partial \(name)")
                } else {
                    #expect(isPartFile(name), "\(point): left \(name)")
                }
            }
            let next = traced.status == SIGKILL ? try run(["download", id, "-o", output]) : traced
            let saved = try? Data(contentsOf: URL(fileURLWithPath: "\(output)/\(file)"))
            #expect(next.status == 0 && names(in: output) == [file], "\(point), then: \(next.standardError)")
            #expect(saved == expected, "\(point), then: a different \(file)")
            return left.contains(where: isPartFile)
        }
        // A kill at the fsync always comes between the write and the rename.
        #expect(killedWhileWriting >= 1)
    }

    @Test func aSearchKilledWhileCachingNeverServesACorruptEntry() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.strace), "strace is not installed")
        let search = ["cats", "--format", "jsonl", "--limit", "5"]
        let expected = try run(search + ["--no-cache"]).standardOutput
        #expect(!expected.isEmpty)
        let cache = folder.url.path + "/cache/gifsearch"
        let killedWhileWriting = try killEverywhere(search, emptying: cache) { point, traced in
            let temporaries = names(in: cache).filter { !$0.hasSuffix(".cache") }
            let next = traced.status == SIGKILL ? try run(search) : traced
            #expect(next.status == 0 && next.standardOutput == expected, "\(point): \(next.standardError)")
            #expect(names(in: cache).allSatisfy { $0.hasSuffix(".cache") }, "\(point): left \(names(in: cache))")
            return !temporaries.isEmpty
        }
        // A kill before the rename always leaves the temporary.
        #expect(killedWhileWriting >= 1)
    }

    @Test func aSheetKilledAnywhereLeavesTheWholePNGOrNone() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.strace), "strace is not installed")
        let palette = (0..<4).map { RGB(UInt8($0 * 60), 40, UInt8(200 - $0 * 40)) }
        let gif = try folder.write(
            "four.gif",
            try GIFEncoder.encode(
                width: 16, height: 16, globalPalette: palette, loopCount: 0,
                images: (0..<4).map {
                    GIFEncoder.Image(width: 16, height: 16, indices: Array(repeating: UInt8($0), count: 256))
                }))
        let expected = try run(["sheet", gif, "--frames", "4", "-o", "-"]).outputBytes
        try #require(!expected.isEmpty)
        let empty = folder.url.path + "/empty"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let output = folder.url.path + "/sheets"
        let sheet = output + "/sheet.png"
        let isTemporary = { (name: String) in name.hasPrefix("sheet.png.") && name.hasSuffix(".tmp") }
        let killedWhileWriting = try killEverywhere(
            ["sheet", gif, "--frames", "4", "-o", sheet], emptying: output, restoring: empty
        ) { point, traced in
            let left = names(in: output)
            for name in left where !isTemporary(name) {
                #expect(name == "sheet.png", "\(point): left \(name)")
                #expect(Array(try Data(contentsOf: URL(fileURLWithPath: sheet))) == expected, "\(point): partial")
            }
            let next = traced.status == SIGKILL ? try run(["sheet", gif, "--frames", "4", "-o", sheet]) : traced
            #expect(next.status == 0 && names(in: output) == ["sheet.png"], "\(point), then: \(names(in: output))")
            #expect((try? Data(contentsOf: URL(fileURLWithPath: sheet))).map(Array.init) == expected, "\(point)")
            return left.contains(where: isTemporary)
        }
        // A kill at the fsync always comes between the write and the rename.
        #expect(killedWhileWriting >= 1)
    }

    /// SQLite writes the WAL with pwrite64 and makes it durable with fdatasync: each call of
    /// each, killed before it runs and as it returns, one case apiece so that they run side by side.
    @Test(arguments: [("pwrite64", true), ("pwrite64", false), ("fdatasync", true), ("fdatasync", false)])
    func aLibraryWriterKilledAnywhereLosesNothingCommittedAndLeavesTheDatabaseWhole(syscall: String, before: Bool)
        throws
    {
        try #require(FileManager.default.isExecutableFile(atPath: Self.strace), "strace is not installed")
        let data = folder.url.path + "/data"
        let committed = try FavouriteLines(folder: folder.url.path, name: "committed", count: 25)
        #expect(try run(["fav", "import", committed.path]).status == 0)
        let snapshot = folder.url.path + "/snapshot"
        try FileManager.default.copyItem(atPath: data, toPath: snapshot)
        let batch = try FavouriteLines(folder: folder.url.path, name: "batch", count: 30)
        let killedBeforeCommit = try killEverywhere(
            ["fav", "import", batch.path], at: [syscall], moments: [before], emptying: data, restoring: snapshot
        ) { point, traced in
            // The library opened as the next command would (recovering the WAL), in this process.
            let library = try Library(path: data + "/gifsearch/library.sqlite")
            let ids = Set(try library.gifs(on: .favourites, matching: nil, limit: 1000).map(\.id))
            #expect(ids == committed.ids || ids == committed.ids.union(batch.ids), "\(point): \(ids.count) favourites")
            let integrity = try DatabaseHealth.of(library.database).integrity
            #expect(integrity == "ok", "\(point)")
            return traced.status == SIGKILL && ids == committed.ids
        }
        // A kill at the WAL's first write always comes before the import commits.
        if syscall == "pwrite64" { #expect(killedBeforeCommit >= 1) }
    }
}
