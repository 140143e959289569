import FixtureSupport
import Foundation
import HTTP
import RxCore
import RxTest
import Testing

@testable import gifsearch

@Suite(.ownThreads) struct DownloadCommandTests {
    private let server: FixtureServer
    private let folder: GIFFolder

    init() throws {
        server = try FixtureServer()
        folder = try GIFFolder()
    }

    private func run(_ arguments: [String], input: String? = nil) throws -> CommandRun {
        let environment = [
            "GIFSEARCH_API_URL": server.baseURL, "GIPHY_API_KEY": FixtureServer.apiKey,
            "XDG_CACHE_HOME": folder.url.path + "/cache",
        ]
        guard let input else { return CommandRun(arguments, environment: environment) }
        let list = try folder.write("list.txt", Array(input.utf8))
        return try CommandRun.external(
            "/bin/sh", ["-c", "\"$0\" \"$@\" < \(list)", CommandRun.binary.path] + arguments, environment: environment)
    }

    private var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.url.path + "/out")) ?? []).sorted()
    }

    @Test func downloadsIDsFromStandardInputAndSkipsIdenticalFiles() throws {
        let ids = try run(["cats", "--format", "ids", "--limit", "3"]).standardOutput
        let first = try run(["download", "-", "-o", folder.url.path + "/out"], input: ids)
        #expect(first.status == 0)
        let expected = ids.split(separator: "\n").map { "giphy-\($0).gif" }.sorted()
        #expect(files == expected)
        #expect(first.standardOutput.split(separator: "\n").count == 3)
        let again = try run(["download", "-", "-o", folder.url.path + "/out"], input: ids)
        #expect(again.status == 0)
        #expect(again.standardOutput.isEmpty)
    }

    /// A person's own file at a GIF's name is left alone and named with the flag; the batch
    /// goes on and exits 4; `--force` replaces it.
    @Test func anotherFileAtTheNameIsLeftAloneUnlessForced() throws {
        let ids = try run(["cats", "--format", "ids", "--limit", "2"]).standardOutput.split(separator: "\n").map(
            String.init)
        let output = folder.url.path + "/out"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let mine = output + "/giphy-\(ids[0]).gif"
        try Data("a person's own file".utf8).write(to: URL(fileURLWithPath: mine))
        let refused = try run(["download", "-o", output] + ids)
        #expect(refused.status == 4)
        #expect(
            refused.standardError
                == "gifsearch: \(ids[0]): another file is at \(mine); left as it is (--force replaces it)\n")
        #expect(refused.standardOutput == output + "/giphy-\(ids[1]).gif\n")
        #expect(try String(contentsOfFile: mine, encoding: .utf8) == "a person's own file")
        let forced = try run(["download", "--force", "-o", output] + ids)
        #expect(forced.status == 0 && forced.standardOutput == mine + "\n", "\(forced.standardError)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: mine)).starts(with: Array("GIF8".utf8)))
    }

    /// Two GIFs of one name in a batch (two renditions of one id, by URL): the first written
    /// stays, the second is left out, whatever order they finish in.
    @Test func twoGIFsOfOneNameInABatchNeverReplaceEachOther() throws {
        let id = try run(["cats", "--format", "ids", "--limit", "1"]).standardOutput.trimmingCharacters(in: .newlines)
        let urls = ["original", "fixed_height"].map { server.baseURL + "/media/\(id)/\($0).gif" }
        let result = try run(["download", "--parallel", "2", "-o", folder.url.path + "/out"] + urls)
        #expect(result.status == 4, "\(result.standardError)")
        #expect(files == [id + ".gif"])
        #expect(result.standardOutput == folder.url.path + "/out/\(id).gif\n")
        #expect(result.standardError.contains("another file is at \(folder.url.path)/out/\(id).gif"))
    }

    /// A link to the same GIF is that GIF: it is left as it is, a link.
    @Test func aLinkToTheSameGIFIsLeftAlone() throws {
        let id = try run(["cats", "--format", "ids", "--limit", "1"]).standardOutput.trimmingCharacters(in: .newlines)
        let first = folder.url.path + "/first"
        #expect(try run(["download", id, "-o", first]).status == 0)
        let output = folder.url.path + "/out"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: output + "/giphy-\(id).gif", withDestinationPath: first + "/giphy-\(id).gif")
        let again = try run(["download", id, "-o", output])
        #expect(again.status == 0 && again.standardOutput.isEmpty, "\(again.standardError)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: output + "/giphy-\(id).gif") != "")
    }

    @Test func aFailingItemDoesNotStopTheOthersAndLeavesNoPartFile() throws {
        let ids = try run(["dogs", "--format", "ids", "--limit", "3"]).standardOutput.split(separator: "\n").map(
            String.init)
        try server.inject(#"{"path": "/media/\#(ids[1])/", "status": 500, "times": 100}"#, using: testSession())
        let result = try run(["download", "--retries", "1", "-o", folder.url.path + "/out"] + ids)
        #expect(result.status == 4)
        #expect(files == ["giphy-" + ids[0] + ".gif", "giphy-" + ids[2] + ".gif"].sorted())
        #expect(result.standardError.contains(ids[1]))
    }

    /// One GIF that does not exist (1) and one body that is not a GIF (5): the batch exits with
    /// the more severe, and the good one is still saved.
    @Test func aBatchThatFailsInTwoWaysExitsWithTheMoreSevere() throws {
        let good = try run(["cats", "--format", "ids", "--limit", "1"]).standardOutput.trimmingCharacters(in: .newlines)
        let notAGIF = server.baseURL + "/v1/trending/searches?api_key=" + FixtureServer.apiKey
        let result = try run(["download", "-o", folder.url.path + "/out", "nosuchgif", notAGIF, good])
        #expect(result.status == 5, "\(result.standardError)")
        #expect(files == ["giphy-" + good + ".gif"])
        #expect(result.standardError.split(separator: "\n").count == 2, "\(result.standardError)")
    }

    @Test func anUnusableDirectoryOrAnEmptyListIsOneLineOnStderr() throws {
        let file = try folder.write("plain", Array("x".utf8))
        let blocked = try run(["download", "some-id", "-o", file + "/out"])
        #expect(blocked.status == 4)
        #expect(blocked.standardError == "gifsearch: \(file)/out: cannot create the directory: not a directory\n")
        let empty = try run(["download", "-", "-o", folder.url.path + "/out"], input: "\n  \n")
        #expect(empty.status == 1)
        #expect(empty.standardError == "gifsearch: nothing to download: no ids or URLs were given on stdin\n")
        #expect(files.isEmpty)
    }

    @Test func nonGIFBodiesAreNotKept() throws {
        let result = try run([
            "download", "-o", folder.url.path + "/out", server.baseURL + "/v1/trending/searches?api_key=SECRET",
        ])
        #expect(result.status == 4)
        #expect(files.isEmpty)
        #expect(!result.standardError.contains("SECRET"))
    }

    /// Found by attack: a link planted at `out/<id>.gif.part` had its target (a file of the
    /// person's, mode 0600) overwritten with the GIF and made 0644, and `out/<id>.gif` became the
    /// link. Links at every name the part file may now take (this process's id with the first
    /// 500 counts) are planted too.
    @Test func linksPlantedAtPartFileNamesAreNeverWrittenThrough() throws {
        let id = try run(["cats", "--format", "ids", "--limit", "1"]).standardOutput.trimmingCharacters(
            in: .whitespacesAndNewlines)
        let output = folder.url.path + "/out"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let victim = try folder.write("victim", Array("the person's secret".utf8))
        chmod(victim, 0o600)
        let names = ["giphy-\(id).gif.part"] + (1...500).map { "giphy-\(id).gif.\(getpid()).\($0).part" }
        for name in names {
            try FileManager.default.createSymbolicLink(atPath: output + "/" + name, withDestinationPath: victim)
        }
        let result = try run(["download", id, "-o", output])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "the person's secret")
        var status = stat()
        #expect(lstat(victim, &status) == 0 && status.st_mode & 0o777 == 0o600)
        #expect(lstat(output + "/giphy-\(id).gif", &status) == 0 && status.st_mode & S_IFMT == S_IFREG)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: output + "/giphy-\(id).gif")).starts(with: Array("GIF8".utf8)))
    }

    /// A full disk (here a file size limit, which fails the write the same way) says why.
    @Test func aFileThatCannotBeWrittenSaysWhy() throws {
        let id = try run(["cats", "--format", "ids", "--limit", "1"]).standardOutput.trimmingCharacters(
            in: .whitespacesAndNewlines)
        let output = folder.url.path + "/out"
        let limited = try CommandRun.external(
            "/bin/sh",
            [
                "-c", "ulimit -f 1; trap '' XFSZ; exec \"$0\" \"$@\"", CommandRun.binary.path, "download", id, "-o",
                output,
            ],
            environment: [
                "GIFSEARCH_API_URL": server.baseURL, "GIPHY_API_KEY": FixtureServer.apiKey,
                "XDG_CACHE_HOME": folder.url.path + "/cache",
            ])
        #expect(limited.status == 4)
        #expect(
            limited.standardError.contains("cannot write \(output)/giphy-\(id).gif: file too large"),
            "\(limited.standardError)")
        #expect(files.isEmpty)
    }
}
