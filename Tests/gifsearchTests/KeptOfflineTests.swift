import FixtureSupport
import Foundation
import GIF
import Testing

/// A kept GIF (`fav add --keep`) is the person's own download: offline commands use it instead
/// of refusing with Giphy's caching rule, and commands on files need no provider offline.
@Suite(.ownThreads) struct KeptOfflineTests {
    private let home: FixtureHome

    init() throws {
        home = try FixtureHome()
    }

    @Test func offlineCommandsUseTheKeptFile() throws {
        let ids = home.catIDs(2)
        #expect(home.run(["fav", "add", "--keep", ids[0]]).status == 0)
        let kept = home.path + "/data/gifsearch/kept/giphy-\(ids[0]).gif"
        let bytes = try #require(FileManager.default.contents(atPath: kept))
        let info = home.run(["info", ids[0], "--offline", "--json"])
        #expect(info.status == 0, "\(info.standardError)")
        let facts = try #require(try JSONSerialization.jsonObject(with: Data(info.outputBytes)) as? [[String: Any]])
        let structure = try GIFFile.structure(of: Array(bytes))
        #expect(facts.first?["width"] as? Int == structure.info.width)
        let preview = home.run(["preview", ids[0], "--offline", "--no-animate", "--mode", "ascii"])
        #expect(preview.status == 0 && !preview.standardOutput.isEmpty, "\(preview.standardError)")
        let show = home.run(["show", ids[0], "--offline", "--format", "url"])
        #expect(show.status == 0, "\(show.standardError)")
        #expect(show.lines == [URL(fileURLWithPath: kept).absoluteString])
        let frames = home.run(["frames", ids[0], "--offline", "--frame", "0", "--format", "pam"])
        #expect(frames.status == 0 && frames.standardOutput.hasPrefix("P7\n"))
        let notKept = home.run(["info", ids[1], "--offline"])
        #expect(notKept.status == 4)
        #expect(notKept.standardError.contains("--offline has nothing to show from Giphy"))
        #expect(!notKept.standardError.contains(home.server.baseURL))
    }

    @Test func aFileNeedsNoProviderOffline() throws {
        let id = home.catIDs(1)[0]
        let folder = home.path + "/gifs"
        #expect(home.run(["download", id, "-o", folder]).status == 0)
        let info = home.run(["info", folder + "/giphy-\(id).gif", "--offline"])
        #expect(info.status == 0, "\(info.standardError)")
    }
}
