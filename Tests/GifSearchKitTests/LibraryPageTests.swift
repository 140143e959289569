import FixtureSupport
import GifSearchKit
import RxTest
import Testing

/// How a `fav` or `history` listing shows the library's GIFs: decided in GifSearchKit.
@Suite(.ownThreads) struct LibraryPageTests {
    private func gif(_ id: String, keptFile: String? = nil) -> GIFResult {
        var gif = GIFResult(id: id, title: "GIF \(id)", page: nil, renditions: [:], provider: .giphy)
        gif.kept = LibraryFacts(keptFile: keptFile)
        return gif
    }

    private func service(apiURL: String) -> GifSearchService {
        var settings = SearchSettings(
            keys: [.giphy: FixtureServer.apiKey], urls: [.giphy: apiURL], retries: 0, timeout: 10,
            userAgent: "gifsearch/test")
        settings.cacheMode = .bypass
        return GifSearchService(settings: settings)
    }

    @Test func offlineAURLListingShowsOnlyGIFsWithKeptFiles() throws {
        let page = try LibraryPage(gifs: [gif("a", keptFile: "/kept/a.gif"), gif("b")]).keptFilesOnly()
        #expect(page.gifs.map(\.id) == ["a"])
        #expect(page.warnings == ["offline, left out 1 GIF with no kept file (fav add --keep)"])
        let whole = LibraryPage(gifs: [gif("a", keptFile: "/kept/a.gif")])
        #expect(try whole.keptFilesOnly() == whole)
        #expect(throws: SearchFailure.self) { try LibraryPage(gifs: [gif("b"), gif("c")]).keptFilesOnly() }
    }

    @Test func aGIFItsProviderNoLongerHasIsListedAsGone() throws {
        let server = try FixtureServer()
        let kit = service(apiURL: server.baseURL)
        let real = try kit.search("cats", limit: 1).toBlocking(timeout: 10).single().gifs[0]
        let page = try kit.listed([gif(real.id), gif("fxgone")]).toBlocking(timeout: 10).single()
        #expect(page.gifs.map(\.title) == [real.title, "GIF fxgone (gone)"])
        #expect(page.gifs[0].rendition(.original) != nil, "the URLs are its provider's now")
        #expect(page.warnings.isEmpty)
    }

    @Test func withoutItsProvidersAListingShowsWhatIsKeptAndSaysSo() throws {
        let kit = service(apiURL: "http://127.0.0.1:9")
        let kept = [gif("a"), gif("b")]
        let page = try kit.listed(kept).toBlocking(timeout: 20).single()
        #expect(page.gifs == kept)
        #expect(
            page.warnings == ["2 Giphy GIFs listed without URLs: cannot connect to 127.0.0.1:9: connection refused"])
    }
}
