import FixtureSupport
import Foundation
import GRDB
import Testing

@testable import GifSearchKit

/// The library's database itself: WAL, integrity, writers at once, frecency.
@Suite struct LibraryTests {
    private let folder = TemporaryFolder("library")
    private var path: String { folder.path + "/gifsearch/library.sqlite" }

    @Test func eightWritersAtOnceLoseNothingAndTheDatabaseStaysWhole() throws {
        DispatchQueue.concurrentPerform(iterations: 8) { writer in
            // Each writer opens its own library, as a process of its own would.
            do throws(SearchFailure) {
                let library = try Library(path: path)
                for item in 0..<25 { try library.star([gif("w\(writer)i\(item)")], query: "writer \(writer)") }
            } catch {
                Issue.record("writer \(writer): \(error)")
            }
        }
        let library = try Library(path: path)
        #expect(try library.gifs(on: .favourites, limit: 1000).count == 200)
        let (integrity, journal) = try DatabaseHealth.of(library.database)
        #expect(integrity == "ok" && journal == "wal")
    }

    /// A kind of event a newer gifsearch wrote is a use in the history here, and never fails
    /// unstarring or clearing the history.
    @Test func anEventOfAKindThisVersionDoesNotKnowIsAUse() throws {
        let library = try Library(path: path)
        try library.star([gif("kept")], query: "cats")
        try library.database.write { db in
            try db.execute(
                sql: "INSERT INTO event (gifID, how, query, at) VALUES ('kept', 'shared', NULL, ?)",
                arguments: [Date().timeIntervalSince1970])
        }
        #expect(try library.unstar(ids: ["kept"]) == ["kept"])
        #expect(try library.gifs(on: .history, limit: 10).map(\.id) == ["kept"])
        try library.clearHistory()
        #expect(try library.gifs(on: .history, limit: 10).isEmpty)
    }

    @Test func frecencyOrdersMatchesAndNewestFirstOtherwise() throws {
        let library = try Library(path: path)
        let now = Date()
        try library.record(.picked, of: [gif("old", title: "party parrot")], query: "party", at: now - 30 * 86400)
        for _ in 0..<3 {
            try library.record(.copied, of: [gif("often", title: "party time")], query: "party", at: now - 86400)
        }
        try library.record(.downloaded, of: [gif("new", title: "party hat")], query: nil, at: now)
        try library.record(.viewed, of: [gif("seen", title: "party seen")], query: "party", at: now)
        #expect(
            try library.gifs(on: .history, matching: "part", limit: 10).map(\.id) == ["often", "new", "old"])
        #expect(try library.gifs(on: .history, limit: 10).map(\.id) == ["new", "often", "old"])
        #expect(try library.gifs(on: .history, matching: "parrot", limit: 10).map(\.id) == ["old"])
        #expect(try library.gifs(on: .favourites, limit: 10).isEmpty, "history is not favourites")
    }

    @Test func aDatabaseOfTheFirstSchemaIsMigratedKeepingWhatItHeld() throws {
        try FileManager.default.createDirectory(
            atPath: folder.path + "/gifsearch", withIntermediateDirectories: true)
        let first = try DatabaseQueue(path: path)
        try LibrarySchema.migrator.migrate(first, upTo: "v1")
        try first.write { db in
            try db.execute(
                sql: """
                    INSERT INTO gif (id, provider, title, tags, starredAt) VALUES ('old1', 'giphy', 'Old Cat', 'cat', 1.0);
                    INSERT INTO event (gifID, how, query, at) VALUES ('old1', 'starred', 'vintage', 1.0);
                    INSERT INTO gif_search (id, title, tags, queries) VALUES ('old1', 'Old Cat', 'cat', 'vintage');
                    INSERT INTO gif (id, provider, title, tags) VALUES ('old2', 'giphy', 'Old Dog', 'dog');
                    INSERT INTO event (gifID, how, query, at) VALUES ('old2', 'picked', 'puppy', 2.0);
                    INSERT INTO gif_search (id, title, tags, queries) VALUES ('old2', 'Old Dog', 'dog', 'puppy');
                    """)
        }
        #expect(try first.read { try $0.columns(in: "gif").map(\.name) }.contains("keptFile") == false)
        try LibrarySchema.migrator.migrate(first, upTo: "v2")
        try first.write { try $0.execute(sql: "UPDATE gif SET keptFile = 'giphy-old1.gif' WHERE id = 'old1'") }
        try first.close()

        let library = try Library(path: path)
        let favourite = try library.gifs(on: .favourites, matching: "vint", limit: 10)
        #expect(favourite.map(\.id) == ["old1"])
        #expect(favourite.first?.kept?.keptFile == library.keptFolder + "/giphy-old1.gif", "v2's kept file stays")
        #expect(try library.gifs(on: .history, limit: 10).map(\.id) == ["old2"], "v1's history stays history")
        #expect(try library.gifs(on: .all, matching: "pupp", limit: 10).map(\.id) == ["old2"])
        let (applied, columns) = try library.database.read { db in
            (try LibrarySchema.migrator.appliedIdentifiers(db), try db.columns(in: "gif").map(\.name))
        }
        #expect(applied == ["v1", "v2", "v3", "v4"] && columns.contains("keptFile") && columns.contains("frecency"))
        try library.star([gif("new1")], query: nil)
        #expect(try library.gifs(on: .favourites, limit: 10).map(\.id) == ["new1", "old1"])
    }

    /// Words match in other forms (SQLite's porter stems beside the words), a word being typed
    /// narrows by prefix, and CJK titles are found by their words.
    @Test func wordsMatchInOtherFormsAndAsTheyAreTyped() throws {
        let library = try Library(path: path)
        try library.star(
            [
                gif("dancing", title: "Dancing Cat GIF"), gif("neko", title: "猫 ねこ Cat"),
                gif("run", title: "Run Forrest"), gif("happy", title: "Happy Dog"),
            ], query: nil)
        func found(_ query: String) throws -> Set<String> {
            Set(try library.gifs(on: .favourites, matching: query, limit: 10).map(\.id))
        }
        #expect(try found("dance") == ["dancing"])
        #expect(try found("cats") == ["dancing", "neko"])
        #expect(try found("running") == ["run"])
        #expect(try found("happiness") == ["happy"])
        for typed in ["da", "dan", "danc", "danci", "dancin", "dancing", "Dancing cat", "dancing ca"] {
            #expect(try found(typed) == ["dancing"], "typed \(typed)")
        }
        #expect(try found("猫") == ["neko"] && found("ねこ") == ["neko"])
        #expect(try found("dancer").isEmpty && found("forest").isEmpty && found("dog cat").isEmpty)
    }

    /// A library of v3 (words matched only as typed) is indexed again when it is opened.
    @Test func aLibraryOfTheThirdSchemaFindsWordsInOtherFormsOnceOpened() throws {
        try folder.make("gifsearch")
        let third = try DatabaseQueue(path: path)
        try LibrarySchema.migrator.migrate(third, upTo: "v3")
        try third.write { db in
            try Library.add(gif("old", title: "Dancing Cat GIF"), how: .picked, query: "jumping", at: Date(), in: db)
        }
        try third.close()
        let library = try Library(path: path)
        #expect(try library.gifs(on: .all, matching: "dance", limit: 10).map(\.id) == ["old"])
        #expect(try library.gifs(on: .all, matching: "jumps", limit: 10).map(\.id) == ["old"], "queries too")
    }

    @Test func importedQueriesAreSearchedButOnlyTheStarringIsAUse() throws {
        let library = try Library(path: path)
        let file = FavouriteFile(
            text: [
                #"{"id":"many","provider":"giphy","title":"Many Finds","starred":"2026-01-01T00:00:00Z","queries":["a1","b2","c3","d4"]}"#,
                #"{"id":"once","provider":"giphy","title":"Once Found","starred":"2026-01-01T00:00:01Z","queries":["a1"]}"#,
                #"{"id":"later","provider":"giphy","title":"From The Future","starred":"2999-01-01T00:00:00Z"}"#,
            ].joined(separator: "\r\n"))
        #expect(file.records.count == 3 && file.problems.isEmpty, "CRLF lines")
        let now = Date()
        #expect(try library.importFavourites(file.records, now: now) == 3)
        #expect(try library.gifs(on: .all, matching: "d4", limit: 10).map(\.id) == ["many"], "every query is searched")
        #expect(
            try library.gifs(on: .all, matching: "a1", limit: 10).map(\.id) == ["once", "many"],
            "the later starring first: more queries are no more uses")
        let later = try #require(library.favouriteRecords().first { $0.id == "later" })
        #expect(abs(later.starred.timeIntervalSince(now)) < 1, "a date to come is taken as now")
    }
}
