import FixtureSupport
import Foundation
import GRDB
import Testing

@testable import GifSearchKit

/// A library or index that a newer gifsearch migrated (a migration this one does not know) is
/// refused as bad data in one line that names both versions, and left byte for byte as it was.
@Suite struct NewerDatabaseTests {
    private let folder = TemporaryFolder("newer-database")

    /// A database at `path` made by `open`, then one migration ahead (`v99`, with a table of its
    /// own), closed; its bytes.
    private func aheadByOne(_ path: String, open: (String) throws -> Void) throws -> Data {
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        try open(path)
        let newer = try DatabaseQueue(path: path)
        try newer.write { db in
            try db.execute(sql: "CREATE TABLE later (x INTEGER)")
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99')")
        }
        try newer.close()
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    @Test func aNewerLibraryIsRefusedAndLeftAsItIs() throws {
        let path = folder.path + "/library.sqlite"
        let before = try aheadByOne(path) { _ = try Library(path: $0) }
        #expect(throws: SearchFailure.self) { _ = try Library(path: path) }
        do {
            _ = try Library(path: path)
        } catch {
            #expect(error.kind == .badData)
            #expect(
                error.message
                    == "the library \(path) is from a newer gifsearch (its schema has v99; this gifsearch knows up to "
                    + "\(LibrarySchema.migrator.migrations.last ?? "")): left as it is; use a newer gifsearch")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func aNewerIndexOfOwnGIFsIsRefusedAndLeftAsItIs() throws {
        let path = folder.path + "/local.sqlite"
        let before = try aheadByOne(path) { _ = try LocalIndex(path: $0) }
        #expect {
            _ = try LocalIndex(path: path)
        } throws: { error in
            (error as? SearchFailure)?.kind == .badData
                && (error as? SearchFailure)?.message.contains("is from a newer gifsearch (its schema has v99") == true
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }
}
