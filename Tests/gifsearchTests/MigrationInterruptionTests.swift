import FixtureSupport
import Foundation
import GRDB
import Testing

/// A library migrated by the built binary and killed (SIGKILL) halfway: each migration is one
/// transaction, so the library is left at a version it had (whole, its rows all there) for the
/// gifsearch that made it, and the next run migrates it to the end.
@Suite(.ownThreads) struct MigrationInterruptionTests {
    private let home = TemporaryFolder("gifsearch-migration-kill")
    /// Starred GIFs in the old library: enough that its migration takes a while.
    private static let starred = 60_000

    private var library: String { home.path + "/data/gifsearch/library.sqlite" }
    private var environment: [String: String] {
        ["XDG_DATA_HOME": home.path + "/data", "HOME": home.path, "PATH": "/usr/bin:/bin", "GIFSEARCH_NO_INPUT": "1"]
    }

    /// A library of the first schema (the checked-in fixture) with `starred` more favourites,
    /// each with an event.
    private func oldLibrary() throws {
        try FileManager.default.createDirectory(
            atPath: home.path + "/data/gifsearch", withIntermediateDirectories: true)
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("GifSearchKitTests/LibraryFixtures/library-v1.sql")
        let old = try DatabaseQueue(path: library)
        try old.write { db in
            try db.execute(sql: String(contentsOf: fixture, encoding: .utf8))
            try db.execute(
                sql: """
                    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
                    INSERT INTO gif (id, provider, title, tags, starredAt)
                        SELECT 'old' || i, 'giphy', 'Old Favourite ' || i, 'old', 1700000000 + i FROM n;
                    INSERT INTO event (gifID, how, query, at)
                        SELECT id, 'starred', 'old times', starredAt FROM gif WHERE id LIKE 'old%';
                    """, arguments: [Self.starred])
        }
        try old.close()
    }

    /// The library as another process reads it: its migrations, its integrity check, its GIFs.
    private func state() throws -> (migrations: [String], integrity: String, gifs: Int) {
        let queue = try DatabaseQueue(path: library)
        defer { try? queue.close() }
        return try queue.read { db in
            (
                try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier"),
                try String.fetchOne(db, sql: "PRAGMA integrity_check") ?? "",
                try Int.fetchOne(db, sql: "SELECT count(*) FROM gif") ?? 0
            )
        }
    }

    @Test func aMigrationKilledHalfwayLeavesAVersionThatWorksAndTheNextRunEndsIt() throws {
        try oldLibrary()
        let before = try state()
        try #require(before.migrations == ["v1"] && before.gifs == Self.starred + 4)
        let run = try Spawn.child(CommandRun.binary.path, ["fav", "--format", "ids"], environment: environment)
        // The migration writes to the write-ahead log; stop the process once it has begun.
        let wal = library + "-wal"
        let deadline = Date().addingTimeInterval(60)
        while run.isRunning && Date() < deadline {
            let size = (try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0
            if size > 1 << 20 { break }
            usleep(500)
        }
        try #require(run.isRunning, "the migration was stopped under way")
        kill(run.processIdentifier, SIGKILL)
        #expect(run.terminationStatus == SIGKILL)
        let killed = try state()
        #expect(["v1", "v2", "v3", "v4"].starts(with: killed.migrations), "\(killed.migrations)")
        #expect(killed.migrations.count < 4, "killed before the last migration ended")
        #expect(killed.integrity == "ok")
        #expect(killed.gifs == Self.starred + 4)
        let again = CommandRun(["fav", "--offline", "--format", "ids", "--limit", "100000"], environment: environment)
        #expect(again.status == 0, "\(again.standardError)")
        #expect(again.lines.count == Self.starred + 3, "every favourite is listed: the fixture stars three")
        let after = try state()
        #expect(after.migrations == ["v1", "v2", "v3", "v4"] && after.integrity == "ok")
    }
}
