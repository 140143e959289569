import FixtureSupport
import Foundation
import HTTP
import RxCore
import RxTest
import Testing

@testable import gifsearch

@Suite struct DownloadCommandTests {
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
        let expected = ids.split(separator: "\n").map { "\($0).gif" }.sorted()
        #expect(files == expected)
        #expect(first.standardOutput.split(separator: "\n").count == 3)
        let again = try run(["download", "-", "-o", folder.url.path + "/out"], input: ids)
        #expect(again.status == 0)
        #expect(again.standardOutput.isEmpty)
    }

    @Test func aFailingItemDoesNotStopTheOthersAndLeavesNoPartFile() throws {
        let ids = try run(["dogs", "--format", "ids", "--limit", "3"]).standardOutput.split(separator: "\n").map(
            String.init)
        try server.inject(#"{"path": "/media/\#(ids[1])/", "status": 500, "times": 100}"#, using: testSession())
        let result = try run(["download", "--retries", "1", "-o", folder.url.path + "/out"] + ids)
        #expect(result.status == 4)
        #expect(files == [ids[0] + ".gif", ids[2] + ".gif"].sorted())
        #expect(result.standardError.contains(ids[1]))
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
}
