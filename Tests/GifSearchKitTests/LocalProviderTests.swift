import FixtureSupport
import Foundation
import GIF
import RxCore
import RxTest
import Testing

@testable import GifSearchKit

/// The person's own GIFs through the service: pages, ids, terms, and the one rule for `file://`
/// URLs (only a file the index holds is read).
@Suite struct LocalProviderTests {
    private let temporary = TemporaryFolder("local-provider")

    /// A service whose index holds a folder of the GIFs `names` (each a GIF of its own).
    private func service(_ names: [String]) throws -> (service: GifSearchService, folder: String) {
        let root = try temporary.make()
        let folder = root + "/gifs"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (offset, name) in names.enumerated() {
            let bytes = try LocalIndexTests.gif(red: UInt8(100 + offset))
            try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        let path = root + "/data/local.sqlite"
        let index = try LocalIndex(path: path)
        try index.add(folder: folder)
        _ = try index.scan(folder, workers: 1, makeReader: { nil })
        var settings = SearchSettings(userAgent: "test")
        settings.provider = .auto
        settings.localIndexPath = path
        return (GifSearchService(settings: settings), folder)
    }

    /// One of the person's own GIFs named `name`, as a search of a new index of it gives it.
    static func ownGIF(named name: String) throws -> GIFResult? {
        let tests = LocalProviderTests()
        let (service, _) = try tests.service([name])
        return try withExtendedLifetime(tests) {
            try service.trending(limit: 1).toBlocking(timeout: 10).single().gifs.first
        }
    }

    @Test func withNoKeyAutoAsksTheFoldersAndPagesByOffset() throws {
        let (service, folder) = try service((1...5).map { "party-\($0).gif" } + ["other.gif"])
        #expect(service.primaryProvider == ProviderName.ownGIFs)
        let first = try service.search("party", limit: 3).toBlocking(timeout: 10).single()
        #expect(first.gifs.count == 3)
        #expect(first.gifs.allSatisfy { $0.id.hasPrefix("local:") && $0.file?.hasPrefix(folder + "/party-") == true })
        let second = try service.search("party", limit: 3, page: first.next).toBlocking(timeout: 10).single()
        #expect(second.gifs.count == 2 && second.next == nil)
        #expect(Set(first.gifs.map(\.id)).isDisjoint(with: second.gifs.map(\.id)))
        let all = try service.trending(limit: 50).toBlocking(timeout: 10).single()
        #expect(all.gifs.count == 6)
        let nonsense = try service.search("party", limit: 3, page: "-7").toBlocking(timeout: 10).single()
        #expect(nonsense.gifs == first.gifs, "a page token that is no offset is the first page")
        let stickers = try service.search("party", kind: .stickers).toBlocking(timeout: 10).single()
        #expect(stickers.gifs.isEmpty, "none of the person's GIFs is a sticker")
    }

    @Test func aGIFIsFoundByItsIDAndItsFileIsItsOneRendition() throws {
        let (service, folder) = try service(["this-is-fine.gif"])
        let found = try service.search("fine").toBlocking(timeout: 10).single().gifs
        let gif = try #require(found.first)
        let byID = try service.gifs(ids: [gif.id]).toBlocking(timeout: 10).single().gifs
        #expect(byID == [gif])
        #expect(gif.title == "this-is-fine.gif")
        #expect(gif.rendition("fixed_height")?.url == URL(fileURLWithPath: folder + "/this-is-fine.gif").absoluteString)
        let bytes = try service.bytes(of: .id(gif.id), rendition: .named(.original)).toBlocking(timeout: 10).single()
        #expect(bytes == (try LocalIndexTests.gif(red: 100)))
    }

    /// A server could name any file in a `file://` URL: only one of the person's own GIFs has
    /// a file read for it, and only a file the index holds.
    @Test func onlyAFileTheIndexHoldsIsReadThroughAFileURL() throws {
        let (service, folder) = try service(["mine.gif"])
        let stranger = folder + "/../stranger.gif"
        try Data(try LocalIndexTests.gif(red: 1)).write(to: URL(fileURLWithPath: stranger))
        let own = try #require(try service.search("mine").toBlocking(timeout: 10).single().gifs.first)
        let mine = URL(fileURLWithPath: folder + "/mine.gif").absoluteString
        #expect(service.ownFile(mine, of: own) == folder + "/mine.gif")
        #expect(service.ownFile(URL(fileURLWithPath: stranger).absoluteString, of: own) == nil)
        #expect(service.ownFile("file:///etc/passwd", of: own) == nil)
        #expect(service.ownFile("https://example.com/mine.gif", of: own) == nil)
        let served = GIFResult(
            id: "fx1", title: "a server's", page: nil, renditions: ["original": GIFRendition(url: mine)],
            provider: .giphy)
        #expect(service.ownFile(mine, of: served) == nil, "a web provider's file:// URL is never read")
        #expect(service.ownFile(mine, of: nil) == nil)
    }

    @Test func termsCompleteFromTheWordsAsWritten() throws {
        let (service, _) = try service(["dancing-cat.gif", "dancer.gif", "cat.gif"])
        let terms = try service.autocomplete("happy danc").toBlocking(timeout: 10).single()
        #expect(terms == ["happy dancer", "happy dancing"])
        let common = try service.trendingTerms().toBlocking(timeout: 10).single()
        #expect(common.isEmpty, "no words were read from these GIFs' frames: names are not trends")
    }
}

/// With no key, the folders answer `auto`; a key typed for a provider that must be asked all
/// the same (Giphy's random) is that provider's.
@Suite(.ownThreads) struct LocalProviderKeyTests {
    private let server: FixtureServer
    private let temporary = TemporaryFolder("local-provider-key")

    init() throws {
        server = try FixtureServer()
    }

    @Test func aKeyTypedForGiphyIsGiphysWhenTheFoldersAnswerAuto() throws {
        let root = try temporary.make()
        let path = root + "/data/local.sqlite"
        let index = try LocalIndex(path: path)
        try FileManager.default.createDirectory(atPath: root + "/gifs", withIntermediateDirectories: true)
        try index.add(folder: root + "/gifs")
        var settings = SearchSettings(urls: [.giphy: server.baseURL], retries: 0, userAgent: "test")
        settings.provider = .auto
        settings.localIndexPath = path
        let service = GifSearchService(settings: settings)
        #expect(service.primaryProvider == ProviderName.ownGIFs)
        let asked = LockedState([ProviderName?]())
        let random = service.retryingWithNewKey(service.random()) { failure in
            asked.withLock { $0.append(failure.provider) }
            return .just(asked.withLock { $0.count } == 1 ? FixtureServer.apiKey : nil)
        }
        let page = try random.toBlocking(timeout: 10).single()
        #expect(page.gifs.count == 1)
        #expect(asked.withLock { $0 } == [.giphy], "asked once, for Giphy's key, which then worked")
    }
}
