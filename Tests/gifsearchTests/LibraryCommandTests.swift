import FixtureSupport
import Foundation
import GifSearchKit
import HTTP
import Testing

/// `fav` and `history` through the command line against the fixture: the library keeps ids and
/// titles, never a Giphy media URL; listings ask for fresh URLs by id; history follows what the
/// person does, unless told not to.
@Suite(.ownThreads) struct LibraryCommandTests {
    private let home: FixtureHome
    private var server: FixtureServer { home.server }

    init() throws {
        home = try FixtureHome()
    }

    private var database: String { home.path + "/data/gifsearch/library.sqlite" }

    /// Every byte of the library's files (the database and its WAL), as text.
    private func libraryBytes() throws -> String {
        let folder = home.path + "/data/gifsearch"
        return try FileManager.default.contentsOfDirectory(atPath: folder).map { name in
            String(decoding: try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)), as: UTF8.self)
        }.joined()
    }

    @Test func starredGIFsAreListedWithFreshURLsAndKeepNoMediaURL() throws {
        let ids = home.catIDs(3)
        #expect(home.run(["fav", "add"] + ids).status == 0)
        let listed = home.run(["fav", "--format", "ids"]).lines
        #expect(Set(listed) == Set(ids))
        let before = try server.requests(using: testSession()).count
        let urls = home.run(["fav", "--format", "url"]).lines
        #expect(
            try server.requests(using: testSession()).dropFirst(before).contains {
                $0.path == "/v1/gifs" && $0.query["ids"] != nil
            }, "the listing asked for them")
        let served = home.run(["show"] + ids + ["--format", "url"]).lines
        #expect(Set(urls) == Set(served), "fresh URLs by id, as served")
        let bytes = try libraryBytes()
        #expect(bytes.contains(ids[0]), "the id is kept")
        #expect(!bytes.contains("/media/") && !bytes.contains("cid="), "no Giphy media URL is kept")
        #expect(home.run(["fav", "rm", ids[0]]).status == 0)
        #expect(Set(home.run(["fav", "--format", "ids"]).lines) == Set(ids.dropFirst()))
        let notThere = home.run(["fav", "rm", ids[0]])
        #expect(notThere.status == 1 && notThere.standardError == "gifsearch: not in your favourites: \(ids[0])\n")
    }

    @Test func aQueryMatchesTitlesAsPrefixesAndNothingIsExit1() throws {
        #expect(home.run(["fav", "add"] + home.catIDs(4)).status == 0)
        let tsv = home.run(["fav", "kitt", "--format", "tsv"]).lines
        #expect(tsv.count == 1 && tsv[0].contains("Kitten"))
        let none = home.run(["fav", "zebra", "--format", "ids"])
        #expect(none.status == 1 && none.standardError == "gifsearch: nothing in your favourites matches 'zebra'\n")
        let symbols = home.run(["fav", "\"*(", "--format", "ids"])
        #expect(symbols.status == 1, "an FTS5 operator is no error")
    }

    /// A person's word in another form finds the GIF, in `fav` and in `history`.
    @Test func wordsInOtherFormsFindFavouritesAndHistory() throws {
        let party = home.run(["party", "--format", "ids", "--limit", "4"]).lines
        #expect(home.run(["fav", "add"] + party + home.catIDs(4)).status == 0)
        #expect(home.run(["fav", "dancing", "--format", "tsv"]).lines.map { $0.contains("Dance Party") } == [true])
        #expect(home.run(["fav", "jumping", "--format", "tsv"]).lines.map { $0.contains("Cat Jumps") } == [true])
        let kitten = try #require(home.catIDs(1).first)
        #expect(home.run(["download", kitten, "-o", home.path + "/gifs"]).status == 0)
        let history = home.run(["history", "kittens", "--format", "tsv"])
        #expect(history.status == 0 && history.lines.map { $0.contains("Sleepy Kitten") } == [true], "\(history)")
    }

    @Test func anIDTheProviderDoesNotHaveIsNotStarred() throws {
        let run = home.run(["fav", "add", "zzzzzzzz"])
        #expect(run.status == 1 && run.standardError.split(separator: "\n").count == 1)
        #expect(home.run(["fav", "--format", "ids"]).status == 1)
    }

    @Test func offlineListsWhatIsKeptWithoutARequest() throws {
        let ids = home.catIDs(2)
        #expect(home.run(["fav", "add"] + ids).status == 0)
        let before = try server.requests(using: testSession()).count
        let run = home.run(["fav", "--offline", "--format", "tsv"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            Set(run.lines.map { String($0.split(separator: "\t", omittingEmptySubsequences: false)[0]) }) == Set(ids))
        #expect(try server.requests(using: testSession()).count == before)
    }

    @Test func aGIFItsProviderNoLongerHasIsListedAsGone() throws {
        let library = try Library(path: database)
        try library.star(
            [gif("fxgone", title: "Gone Cat")], query: nil)
        let run = home.run(["fav", "--format", "tsv"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("fxgone\tGone Cat (gone)\t\t"))
    }

    /// A preview a person saw on a terminal is history; one written to a pipe is seen by no one.
    @Test func aPreviewOnATerminalIsHistoryAndAPipedOneIsNot() throws {
        let ids = home.catIDs(2)
        #expect(home.run(["preview", ids[0], "--no-animate", "--mode", "blocks"]).status == 0)
        let command = "\(CommandRun.binary.path) preview \(ids[1]) --no-animate --mode blocks"
        _ = try CommandRun.external(
            "/usr/bin/timeout", ["-s", "KILL", "20", "/usr/bin/script", "-qec", command, "/dev/null"],
            environment: home.environment.merging(["TERM": "xterm-256color", "DO_NOT_TRACK": "1"]) { $1 })
        #expect(home.run(["history", "--format", "ids"]).lines == [ids[1]])
    }

    @Test func downloadsAreHistoryUnlessHistoryIsOff() throws {
        let ids = home.catIDs(2)
        #expect(home.run(["download", ids[0], "-o", home.path + "/gifs"]).status == 0)
        #expect(home.run(["history", "--format", "ids"]).lines == [ids[0]])
        try home.configure("history = off")
        #expect(home.run(["download", ids[1], "-o", home.path + "/gifs"]).status == 0)
        #expect(home.run(["history", "--format", "ids"]).lines == [ids[0]])
        try home.configure("")
        #expect(home.run(["history", "clear"]).status == 0)
        #expect(home.run(["history", "--format", "ids"]).status == 1)
    }
}

/// `fav export`, `fav import` and `fav add --keep` through the command line.
@Suite(.ownThreads) struct FavouriteFileCommandTests {
    private let home: FixtureHome
    private var server: FixtureServer { home.server }

    init() throws {
        home = try FixtureHome()
    }

    @Test func exportedFavouritesImportBackAsTheyWereWithoutARequest() throws {
        let ids = home.catIDs(3)
        #expect(home.run(["fav", "add"] + ids).status == 0)
        let exported = home.run(["fav", "export"])
        #expect(exported.status == 0 && exported.lines.count == 3)
        #expect(exported.lines.allSatisfy { $0.hasPrefix("{") && !$0.contains("http") }, "no URL is exported")
        let file = home.path + "/favs.jsonl"
        try exported.standardOutput.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(home.run(["fav", "rm"] + ids).status == 0)
        #expect(home.run(["fav", "export"]).standardOutput.isEmpty)
        let before = try server.requests(using: testSession()).count
        let imported = home.run(["fav", "import", file])
        #expect(imported.status == 0 && imported.standardError == "gifsearch: imported 3 favourites\n")
        #expect(try server.requests(using: testSession()).count == before, "import needs no network")
        #expect(home.run(["fav", "export"]).standardOutput == exported.standardOutput)
        let again = home.run(["fav", "import", "-"], input: exported.standardOutput)
        #expect(again.status == 0 && again.standardError == "gifsearch: imported 0 favourites (3 already starred)\n")
    }

    /// Found in review: every batch of ids had Giphy's 100, and KLIPY takes 50, so 51 KLIPY
    /// favourites could not be listed with their URLs.
    @Test func freshURLsAreAskedForInBatchesEachProviderTakes() throws {
        let klipy = try FixtureHome(klipy: true)
        let file = (1...60).map {
            #"{"id":"klipy:k\#($0)","provider":"klipy","title":"t","starred":"2026-01-02T03:04:05Z"}"#
        }
        #expect(klipy.run(["fav", "import", "-"], input: file.joined(separator: "\n")).status == 0)
        let listed = klipy.run(["fav", "--limit", "100", "--format", "tsv"])
        #expect(listed.status == 0 && listed.lines.count == 60)
        #expect(!listed.standardError.contains("cannot fetch URLs"), "\(listed.standardError)")
        let batches = try klipy.server.requests(using: testSession()).compactMap { request in
            request.path.hasSuffix("/posts") ? request.query["ids"]?.split(separator: ",").count : nil
        }
        #expect(batches == [50, 10])
    }

    @Test func malformedLinesAreNamedByNumberAndSkippedWithExit5() throws {
        let file = [
            #"{"id":"fxa1","provider":"giphy","title":"Party Cat","tags":["dance"],"starred":"2026-01-02T03:04:05Z","queries":["party"]}"#,
            "not json",
            "",
            #"{"id":"has space","provider":"giphy","title":"x","starred":"2026-01-02T03:04:05Z"}"#,
            #"{"id":"fxa2","provider":"giphy","title":7,"starred":"2026-01-02T03:04:05Z"}"#,
            #"{"id":"fxa3","provider":"giphy","title":"t","starred":"last week"}"#,
            #"{"id":"klipy:77","provider":"giphy","title":"t","starred":"2026-01-02T03:04:05Z"}"#,
            #"["fxa4"]"#,
            #"{"id":"klipy:78","provider":"klipy","title":"KLIPY \u001b[2J Cat","starred":"2026-01-02T03:04:05Z"}"#,
        ].joined(separator: "\n")
        let run = home.run(["fav", "import", "-"], input: file)
        #expect(run.status == 5)
        #expect(
            run.standardError == """
                gifsearch: -:2: not JSON
                gifsearch: -:4: 'has space' is no GIF id
                gifsearch: -:5: 'title' is not text
                gifsearch: -:6: 'starred' is not an ISO 8601 date
                gifsearch: -:7: the id is KLIPY's, not giphy's
                gifsearch: -:8: not a JSON object
                gifsearch: imported 2 favourites; skipped 6 malformed lines

                """)
        let listed = home.run(["fav", "--offline", "--format", "tsv"])
        #expect(Set(listed.lines.map { $0.split(separator: "\t")[0] }) == ["fxa1", "klipy:78"])
        #expect(!listed.standardOutput.contains("\u{1B}"), "a hostile title is made safe")
        #expect(home.run(["fav", "part", "--offline", "--format", "ids"]).lines == ["fxa1"], "queries are searched")
        #expect(home.run(["fav", "danc", "--offline", "--format", "ids"]).lines == ["fxa1"], "tags are searched")
    }

    @Test func aKeptGIFIsSavedBesideTheLibraryListedOfflineAsAFileAndRemovedWithIt() throws {
        let ids = home.catIDs(2)
        let before = try server.requests(using: testSession()).count
        #expect(home.run(["fav", "add", "--keep", ids[0]]).status == 0)
        let lookups = try server.requests(using: testSession()).dropFirst(before).filter {
            $0.path.hasPrefix("/v1/gifs")
        }
        #expect(lookups.count == 1, "the GIF starred is kept as it was found, not looked up again")
        #expect(home.run(["fav", "add", ids[1]]).status == 0)
        let folder = home.path + "/data/gifsearch/kept"
        let kept = folder + "/giphy-\(ids[0]).gif"
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["giphy-\(ids[0]).gif"])
        #expect(home.run(["download", ids[0], "-o", home.path + "/gifs"]).status == 0)
        let downloaded = FileManager.default.contents(atPath: home.path + "/gifs/giphy-\(ids[0]).gif")
        #expect(downloaded != nil && FileManager.default.contents(atPath: kept) == downloaded)
        let offline = home.run(["fav", "--offline", "--format", "url"])
        #expect(offline.status == 0)
        #expect(offline.lines == [URL(fileURLWithPath: kept).absoluteString])
        #expect(
            offline.standardError == "gifsearch: warning: offline, left out 1 GIF with no kept file (fav add --keep)\n")
        #expect(home.run(["fav", "--offline", "--format", "md"]).standardOutput.contains("(file://\(kept))"))
        #expect(home.run(["fav", "rm", ids[0]]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: kept))
        let none = home.run(["fav", "--offline", "--format", "url"])
        #expect(none.status == 1 && none.standardOutput.isEmpty)
    }
}
