import FixtureSupport
import Foundation
import GRDB
import Testing

@testable import GifSearchKit

/// The library's schema and rows as the code of each version made them, checked in under
/// LibraryFixtures: a new library, libraries of v1 and v2 (in the SQL those versions ran) once
/// opened, and every kind of write to one, must come out the same, so that no change to the code
/// changes what a migration did or what the library keeps. Frecencies are compared to 9 decimals.
@Suite struct LibrarySchemaTests {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("LibraryFixtures")
    private let folder = TemporaryFolder("library-schema")
    private var path: String { folder.path + "/library.sqlite" }

    @Test func aNewLibraryHasTheSchemaCheckedIn() throws {
        let library = try Library(path: path)
        #expect(try library.database.read(Self.schema) == Self.fixture("schema.sql"))
    }

    @Test(arguments: [["library-v1.sql"], ["library-v1.sql", "library-v2.sql"]])
    func anOldLibraryMigratesToTheSameSchemaAndRows(_ files: [String]) throws {
        let library = try opened(files)
        #expect(try library.database.read(Self.schema) == Self.fixture("schema.sql"))
        let migrated = try library.database.read(Self.rows) + Self.read(library)
        #expect(migrated == (try Self.fixture(files[files.count - 1].replacing(".sql", with: "-migrated.txt"))))
    }

    /// Every way of writing to the library, on a migrated one, leaves the rows it left before.
    @Test func writesLeaveTheRowsTheyLeftBefore() throws {
        let library = try opened(["library-v1.sql", "library-v2.sql"])
        let time = 1_710_000_000.0
        func at(_ seconds: Double) -> Date { Date(timeIntervalSince1970: time + seconds) }
        func gif(_ id: String, _ title: String, provider: ProviderName = .giphy) -> GIFResult {
            GIFResult(id: id, title: title, page: nil, renditions: [:], provider: provider)
        }
        var cat = gif("cat1", "Dancing Cat Again")
        cat.renditions[ProviderName.giphy.formats(for: .original)[0]] = GIFRendition(
            url: "https://media.example/cat1.gif", width: 500, frames: 13)
        cat.tags = ["cat"]
        try library.record(.picked, of: [cat, gif("new5", "Brand New")], query: "party", at: at(0))
        try library.record(.viewed, of: [gif("dog2", "Happy Dog")], query: "seen", at: at(1))
        try library.record(.copied, of: [gif("dog2", "Happy Dog")], query: "", at: at(2))
        try library.star([gif("dog2", "Happy Dog")], query: "woof", at: at(3))
        try library.star([cat], query: nil, at: at(4))
        let toggled = [
            try library.toggleStar(gif("klipy:77", "Running Fox", provider: .klipy), query: nil, at: at(5)),
            try library.toggleStar(gif("new5", "Brand New"), query: "again", at: at(6)),
        ]
        let imported = try library.importFavourites(
            [
                FavouriteRecord(id: "only3", provider: "giphy", title: "Found Only", starred: at(7)),
                FavouriteRecord(
                    id: "imp9", provider: "giphy", title: "Imported Nine", tags: ["nine", "ix"], width: 9,
                    starred: at(7), queries: ["a", "b"]),
                FavouriteRecord(id: "fut", provider: "giphy", title: "Future", starred: Date.distantFuture),
            ], now: at(8))
        try library.setKept("imp9", file: "imp9.gif")
        let unstarred = try library.unstar(ids: ["only3", "nothere"])
        var written = "toggled: \(toggled), imported: \(imported), unstarred: \(unstarred)\n"
        written += try library.database.read(Self.rows) + Self.read(library)
        try library.clearHistory()
        written += try "-- history cleared\n" + library.database.read(Self.rows) + Self.read(library)
        #expect(written == (try Self.fixture("library-writes.txt")))
    }

    /// The library made of the fixtures `files`, run in order, once opened.
    private func opened(_ files: [String]) throws -> Library {
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        let old = try DatabaseQueue(path: path)
        try old.write { db in
            for file in files { try db.execute(sql: Self.fixture(file)) }
        }
        try old.close()
        return try Library(path: path)
    }

    private static func fixture(_ name: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
    }

    /// Every statement of the database's schema, a line each.
    private static func schema(_ db: Database) throws -> String {
        try String.fetchAll(db, sql: "SELECT sql || ';' FROM sqlite_master WHERE sql IS NOT NULL ORDER BY type, name")
            .joined(separator: "\n") + "\n"
    }

    /// Every row of the library's tables, a line each.
    private static func rows(_ db: Database) throws -> String {
        let tables = [
            "SELECT identifier FROM grdb_migrations ORDER BY identifier",
            """
            SELECT key, id, provider, title, width, height, frames, size, tags, starredAt, keptFile,
                round(frecency, 9), usedAt
            FROM gif ORDER BY key
            """,
            "SELECT * FROM event ORDER BY id",
            "SELECT rowid, title, tags, queries FROM gif_search ORDER BY rowid",
        ]
        return try tables.map { sql in
            try Row.fetchAll(db, sql: sql).map { $0.databaseValues.map(\.description).joined(separator: "|") + "\n" }
                .joined()
        }.joined(separator: "--\n")
    }

    /// What the library's reading API gives of it: its listings, searches and export.
    private static func read(_ library: Library) throws -> String {
        var lines = ["--"]
        for shelf in [LibraryShelf.favourites, .history, .all] {
            lines.append("\(shelf): " + (try library.gifs(on: shelf, limit: 100).map(\.id)).joined(separator: " "))
        }
        for query in ["danc", "cats", "kitten", "lost", "fox", "running"] {
            lines.append(
                "\(query): "
                    + (try library.gifs(on: .all, matching: query, limit: 100).map(\.id)).joined(separator: " "))
        }
        lines.append(
            "kept: "
                + (try library.keptGIF(id: "cat1")?.kept?.keptFile.map {
                    $0.replacing(library.keptFolder, with: "kept")
                } ?? "none"))
        return lines.joined(separator: "\n") + "\n" + (try library.favouriteRecords()).map { $0.line + "\n" }.joined()
    }
}
