import Dispatch
import FixtureSupport
import Foundation
import RxCore
import Testing

@testable import GifSearchKit

/// Many writers opening a library that does not exist yet, at once: one makes and migrates it,
/// the others wait their turn (the lock is taken per open file, so threads of one process
/// contend as processes do), and nothing is lost.
@Suite(.ownThreads) struct LibraryWritersTests {
    private let folder = TemporaryFolder("gifsearch-library-writers")

    @Test func eightWritersImporting25EachAtOnceKeepAll200() throws {
        let path = folder.path + "/data/library.sqlite"
        let imported = LockedCounts()
        DispatchQueue.concurrentPerform(iterations: 8) { writer in
            let records = (0..<25).map { index in
                FavouriteRecord(
                    id: "w\(writer)f\(index)", provider: "giphy", title: "Writer \(writer) GIF \(index)",
                    starred: Date(timeIntervalSince1970: 1_700_000_000 + Double(index)))
            }
            do {
                let library = try Library.at(path)
                imported.add(try library.importFavourites(records))
            } catch {
                imported.fail("\(error)")
            }
        }
        #expect(imported.failures.isEmpty, "\(imported.failures)")
        #expect(imported.total == 200)
        let library = try Library(path: path)
        let starred = try library.gifs(on: .favourites, limit: 1000).map(\.id)
        #expect(starred.count == 200 && Set(starred).count == 200)
        let (integrity, journal) = try DatabaseHealth.of(library.database)
        #expect(integrity == "ok" && journal == "wal")
    }

    /// What the writers did, from any thread.
    private final class LockedCounts: Sendable {
        private let state = LockedState((total: 0, failures: [String]()))

        func add(_ count: Int) { state.withLock { $0.total += count } }
        func fail(_ message: String) { state.withLock { $0.failures.append(message) } }
        var total: Int { state.withLock { $0.total } }
        var failures: [String] { state.withLock { $0.failures } }
    }
}
