import FixtureSupport
import Foundation
import GIF
import HTTP
import RxCore
import RxTest
import Testing

@testable import gifsearch

/// `--provider local` and keyless searches: the person's own GIFs found, shown, downloaded,
/// starred and followed through moves, with no key and no request. Names carry the words here
/// (OCR has its own tests), so these run the same with or without Tesseract.
@Suite struct LocalProviderCommandTests {
    private let home = TemporaryFolder("gifsearch-local-home")
    private let pictures = TemporaryFolder("gifsearch-local-gifs")

    private func run(_ arguments: [String], _ extra: [String: String] = [:]) -> CommandRun {
        CommandRun(
            arguments,
            environment: ["XDG_DATA_HOME": home.path + "/data", "XDG_CACHE_HOME": home.path + "/cache"].merging(
                extra
            ) { $1 })
    }

    /// A 4×4 GIF of one colour, `red` telling it apart.
    private func gif(red: UInt8) throws -> [UInt8] {
        try GIFEncoder.encode(
            width: 4, height: 4, globalPalette: [RGB(red, 0, 0), RGB(0, 0, 0)],
            images: [GIFEncoder.Image(width: 4, height: 4, indices: [UInt8](repeating: 0, count: 16), delay: 10)])
    }

    @discardableResult
    private func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let path = try pictures.make() + "/" + name
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A folder with two GIFs, added.
    private func added() throws -> (fine: String, cat: String) {
        let fine = try write(try gif(red: 10), "reactions/thisIsFine.gif")
        let cat = try write(try gif(red: 20), "IMG_2024 dancing-cat.gif")
        let add = run(["folder", "add", pictures.path])
        #expect(add.status == 0, "\(add.standardError)")
        return (fine, cat)
    }

    private func json(_ run: CommandRun) throws -> [[String: Any]] {
        try #require(JSONSerialization.jsonObject(with: Data(run.outputBytes)) as? [[String: Any]])
    }

    @Test func withNoKeyASearchAnswersFromTheFoldersWithTheLocalFields() throws {
        let (fine, _) = try added()
        let found = run(["search", "fine", "--format", "json"])
        #expect(found.status == 0, "\(found.standardError)")
        #expect(found.standardError.isEmpty, "\(found.standardError)")
        let records = try json(found)
        #expect(records.count == 1)
        let record = try #require(records.first)
        #expect((record["id"] as? String)?.hasPrefix("local:") == true)
        #expect(record["url"] as? String == URL(fileURLWithPath: fine).absoluteString)
        #expect(record["path"] as? String == fine)
        #expect(record["title"] as? String == "thisIsFine.gif")
        #expect(record["provider"] as? String == "local")
        #expect(record["size"] as? Int == (try gif(red: 10)).count)
        #expect(record["width"] as? Int == 4)
    }

    @Test func withNoKeyAndNoFolderASearchStillSaysThereIsNoKey() {
        let asked = run(["search", "fine"])
        #expect(asked.status == 3)
        #expect(asked.standardError.contains("no Giphy API key"), "\(asked.standardError)")
    }

    @Test func aSearchNoticesANewFileByItself() throws {
        _ = try added()
        try write(try gif(red: 30), "monday-again.gif")
        let found = run(["search", "--provider", "local", "monday", "--format", "ids"])
        #expect(found.status == 0)
        #expect(found.lines.count == 1 && found.lines[0].hasPrefix("local:"))
        #expect(found.standardError == "gifsearch: \(pictures.path): scanned: 1 read, 2 unchanged\n")
        try write(try gif(red: 40), "tuesday.gif")
        let quiet = run(["search", "--provider", "local", "tuesday", "--quiet", "--format", "ids"])
        #expect(quiet.lines.count == 1)
        #expect(quiet.standardError.isEmpty)
        let unchanged = run(["search", "--provider", "local", "tuesday", "--format", "ids"])
        #expect(unchanged.standardError.isEmpty, "nothing changed: nothing said")
    }

    @Test func aLocalGIFIsShownDescribedAndDownloadedByItsID() throws {
        let (fine, _) = try added()
        let id = try #require(run(["fine", "--format", "ids"]).lines.first)
        let shown = run(["show", id, "--format", "tsv"])
        #expect(shown.status == 0)
        #expect(shown.standardOutput.hasPrefix(id + "\tthisIsFine.gif\t"))
        let info = run(["info", id])
        #expect(info.status == 0)
        #expect(info.lines.first?.hasPrefix("\(id): 4×4, 1 frame") == true, "\(info.lines)")
        let into = home.path + "/downloads"
        let downloaded = run(["download", id, "-o", into])
        #expect(downloaded.status == 0, "\(downloaded.standardError)")
        let copy = try #require(downloaded.lines.first)
        #expect(copy.hasPrefix(into + "/"))
        #expect(FileManager.default.contents(atPath: copy) == FileManager.default.contents(atPath: fine))
        let missing = run(["show", "local:" + String(repeating: "0", count: 32)])
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("no GIF in your folders has the id"))
        let notAnID = run(["show", "local:nope"])
        #expect(notAnID.status == 2)
        #expect(notAnID.standardError.contains("not a Giphy, KLIPY or local id"))
    }

    @Test func aFavouriteFollowsItsFileAndSaysGoneWhenTheFileIs() throws {
        let (fine, _) = try added()
        let id = try #require(run(["fine", "--format", "ids"]).lines.first)
        #expect(run(["fav", "add", id]).status == 0)
        let moved = pictures.path + "/all is fine.gif"
        try FileManager.default.moveItem(atPath: fine, toPath: moved)
        #expect(run(["folder", "scan"]).status == 0)
        let listed = run(["fav", "--format", "tsv"])
        #expect(
            listed.standardOutput.hasPrefix(id + "\tall is fine.gif\t" + URL(fileURLWithPath: moved).absoluteString))
        try FileManager.default.removeItem(atPath: moved)
        #expect(run(["folder", "scan"]).status == 0)
        let gone = run(["fav", "--format", "tsv"])
        #expect(
            gone.standardOutput.hasPrefix(id + "\tthisIsFine.gif (gone)\t\t"), "the title starred, as for a provider's")
    }

    @Test func theWordsOfTheFoldersCompleteAQueryAndNoStemIsOffered() throws {
        _ = try added()
        #expect(run(["tags", "--provider", "local", "danc"]).lines == ["dancing"])
        #expect(run(["trending", "--provider", "local", "--format", "ids"]).lines.count == 2)
    }
}

/// Nothing about a local GIF leaves the machine: with keys and a server there, no command on
/// `--provider local` makes a request.
@Suite(.ownThreads) struct LocalProviderPrivacyTests {
    private let server: FixtureServer
    private let home = TemporaryFolder("gifsearch-local-private")

    init() throws {
        server = try FixtureServer()
    }

    private func requests() throws -> Int {
        let log = try testSession().rx.json(request: HTTPRequest(url: server.baseURL + "/__log"))
            .toBlocking(timeout: 10).single()
        return try #require(log.arrayValue).count
    }

    @Test func noCommandOnALocalGIFMakesARequest() throws {
        let folder = try home.make() + "/gifs"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let bytes = try GIFEncoder.encode(
            width: 2, height: 2, globalPalette: [RGB(9, 9, 9), RGB(0, 0, 0)],
            images: [GIFEncoder.Image(width: 2, height: 2, indices: [0, 1, 1, 0], delay: 10)])
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/party-parrot.gif"))
        let environment = [
            "XDG_DATA_HOME": home.path + "/data", "XDG_CACHE_HOME": home.path + "/cache",
            "XDG_STATE_HOME": home.path + "/state", "GIFSEARCH_API_URL": server.baseURL,
            "GIPHY_API_KEY": FixtureServer.apiKey,
        ]
        #expect(CommandRun(["folder", "add", folder], environment: environment).status == 0)
        let before = try requests()
        let id = try #require(
            CommandRun(["parrot", "--provider", "local", "--format", "ids"], environment: environment).lines.first)
        for arguments in [
            ["show", id], ["info", id], ["download", id, "-o", home.path + "/out"], ["fav", "add", id], ["fav"],
            ["history"], ["sheet", id, "-o", home.path + "/sheet.png"], ["frames", id, "--at", "0"],
            ["preview", id, "--no-animate", "--mode", "ascii"], ["tags", "parr"], ["trending"],
        ] {
            let command = CommandRun(arguments + ["--provider", "local"], environment: environment)
            #expect(command.status == 0, "\(arguments): \(command.standardError)")
        }
        #expect(try requests() == before)
        _ = CommandRun(["parrot", "--format", "ids"], environment: environment)
        #expect(try requests() > before, "the check can fail: a Giphy search is a request")
    }
}
