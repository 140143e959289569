import FixtureSupport
import Foundation
import GRDB
import Testing

/// A gifsearch process closes the person's databases before it ends: their writes are in the
/// database files themselves, with no `-wal` or `-shm` file left beside them, so a copy of the
/// library file alone (a backup) holds everything the person did.
@Suite(.ownThreads) struct DatabasesClosedAtExitTests {
    private let home: FixtureHome
    private let copies = TemporaryFolder("closed-at-exit-copies")

    init() throws {
        home = try FixtureHome()
    }

    private var folder: String { home.path + "/data/gifsearch" }

    /// The files beside the databases that only an open database leaves.
    private func leftOpen() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter {
            $0.hasSuffix("-wal") || $0.hasSuffix("-shm")
        }.sorted()
    }

    /// The ids starred in a copy of the library file, the file alone.
    private func starredInACopy() throws -> [String] {
        let copy = try copies.make() + "/library.sqlite"
        try FileManager.default.copyItem(atPath: folder + "/library.sqlite", toPath: copy)
        let database = try DatabaseQueue(path: copy)
        defer { try? database.close() }
        return try database.read { try String.fetchAll($0, sql: "SELECT id FROM gif WHERE starredAt IS NOT NULL") }
    }

    @Test func aFavouriteAddedIsInTheLibraryFileOnceTheCommandEnds() throws {
        let id = try #require(home.catIDs(1).first)
        let added = try CommandRun.process(["fav", "add", id, "--keep"], environment: home.environment)
        #expect(added.status == 0, "\(added.standardError)")
        #expect(try leftOpen() == [])
        #expect(try starredInACopy() == [id])
    }

    @Test func theIndexOfOwnGIFsIsClosedToo() throws {
        let id = try #require(home.catIDs(1).first)
        let downloaded = try CommandRun.process(
            ["download", id, "-o", home.path + "/gifs"], environment: home.environment)
        #expect(downloaded.status == 0, "\(downloaded.standardError)")
        let added = try CommandRun.process(["folder", "add", home.path + "/gifs"], environment: home.environment)
        #expect(added.status == 0, "\(added.standardError)")
        let listed = try CommandRun.process(
            ["trending", "--provider", "local", "--format", "ids"], environment: home.environment)
        #expect(listed.lines.count == 1, "\(listed.standardError)")
        #expect(try leftOpen() == [])
    }
}
