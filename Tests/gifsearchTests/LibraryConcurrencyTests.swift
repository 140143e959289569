import FixtureSupport
import Foundation
import Testing

@testable import GifSearchKit

/// Many gifsearch processes writing the library at once, from a library that does not exist
/// yet: one migrates it, the others wait their turn, and nothing is lost.
@Suite(.ownThreads) struct LibraryConcurrencyTests {
    private let temporary = TemporaryFolder("writers")
    private var folder: String { temporary.path }

    @Test func eightProcessesStarring25EachAtOnceKeepAll200() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let environment = CommandRun.environment(adding: [:], home: folder)
        let files = try (0..<8).map { try FavouriteLines(folder: folder, name: "w\($0)f", count: 25) }
        // All eight started before any is waited for, so that they overlap.
        let writers = try files.map { file -> (Spawn.Child, Pipe) in
            let errors = Pipe()
            let process = try Spawn.child(
                CommandRun.binary.path, ["fav", "import", file.path], environment: environment,
                errors: errors.fileHandleForWriting.fileDescriptor)
            try errors.fileHandleForWriting.close()
            return (process, errors)
        }
        for (process, errors) in writers {
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0 && message == "gifsearch: imported 25 favourites\n", "\(message)")
        }
        let library = try Library(path: folder + "/data/gifsearch/library.sqlite")
        let starred = try library.gifs(on: .favourites, limit: 1000).map(\.id)
        #expect(starred.count == 200 && Set(starred).count == 200)
        let (integrity, journal) = try DatabaseHealth.of(library.database)
        #expect(integrity == "ok" && journal == "wal")
    }
}
