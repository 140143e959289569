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
        let writers = try (0..<8).map { writer -> (Process, Pipe) in
            let file = try FavouriteLines(folder: folder, name: "w\(writer)f", count: 25)
            let process = Process.clean(CommandRun.binary.path, ["fav", "import", file.path])
            process.environment = environment
            let errors = Pipe()
            process.standardError = errors
            return (process, errors)
        }
        // All eight started before any is waited for, so that they overlap.
        for (process, _) in writers { try process.run() }
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
