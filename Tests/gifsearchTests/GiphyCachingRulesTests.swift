import FixtureSupport
import Foundation
import Testing

/// GIPHY allows media URLs and copies of its media on disk only to integrations it approved for
/// media caching: by default Giphy's responses are kept in memory, and none of the person's
/// folders holds a Giphy media URL after any command.
@Suite(.ownThreads) struct GiphyCachingRulesTests {
    private let home: FixtureHome
    private var server: FixtureServer { home.server }

    init() throws {
        home = try FixtureHome()
    }

    private func run(_ arguments: [String]) -> CommandRun {
        home.run(arguments)
    }

    private func configure(_ text: String) throws {
        try home.configure(text)
    }

    /// The files under the person's cache, config, state and data folders that hold one of the
    /// fixture server's media URLs.
    private func filesHoldingMediaURLs() -> [String] {
        let media = Data((server.baseURL + "/media/").utf8)
        return ["cache", "config", "state", "data"].flatMap { folder -> [String] in
            let root = home.path + "/" + folder
            let names = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
            return names.map { root + "/" + $0 }.filter { path in
                FileManager.default.contents(atPath: path).map { $0.range(of: media) != nil } ?? false
            }
        }
    }

    /// Searches, trending, an id shown, a page in JSON: what a person runs in a day.
    private func runADay() throws {
        let ids = run(["cats", "--format", "ids", "--limit", "3"]).standardOutput.split(separator: "\n")
        try #require(ids.count == 3)
        for arguments in [
            ["cats"], ["dogs", "--format", "json"], ["trending", "--limit", "5"], ["show", String(ids[0])],
            ["cats", "--format", "table"],
        ] {
            let done = run(arguments)
            #expect(done.status == 0, "\(arguments): \(done.standardError)")
        }
    }

    @Test func noFileOfThePersonsHoldsAGiphyMediaURL() throws {
        try runADay()
        #expect(filesHoldingMediaURLs().isEmpty, "media URLs in \(filesHoldingMediaURLs())")
    }

    @Test func anApprovedIntegrationKeepsGiphysResponsesOnDisk() throws {
        try configure("giphy_media_cache = approved\n")
        try runADay()
        #expect(!filesHoldingMediaURLs().isEmpty, "the disk cache holds the responses")
        let offline = run(["cats", "--offline", "--format", "ids"])
        #expect(offline.status == 0)
        #expect(!offline.standardOutput.isEmpty)
    }

    @Test func offlineWithGiphySaysWhyInOneLine() {
        let offline = run(["cats", "--offline"])
        #expect(offline.status == 4)
        #expect(offline.standardOutput.isEmpty)
        #expect(offline.standardError.hasPrefix("gifsearch: --offline has nothing to show from Giphy"))
        #expect(offline.standardError.contains("giphy_media_cache = approved"))
        #expect(offline.standardError.split(separator: "\n").count == 1)
    }

    @Test func cacheInfoSaysWhoseResponsesAreOnDisk() throws {
        #expect(
            run(["cache", "info"]).standardOutput.contains("On disk: KLIPY's responses; Giphy's are kept in memory"))
        try configure("giphy_media_cache = approved\n")
        #expect(run(["cache", "info"]).standardOutput.contains("On disk: Giphy's and KLIPY's responses"))
    }

    @Test func anUnknownSettingIsRefused() throws {
        try configure("giphy_media_cache = yes\n")
        let refused = run(["cats"])
        #expect(refused.status == 2)
        #expect(
            refused.standardError.contains(
                "'giphy_media_cache = yes' in \(home.path)/config/gifsearch/config: use approved"))
    }
}
