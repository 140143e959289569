import FixtureSupport
import GifSearchKit
import RxTest
import Testing

/// How a `fav` or `history` listing shows the library's GIFs: decided in GifSearchKit.
@Suite(.ownThreads) struct LibraryPageTests {
    /// What the library keeps of a GIF it lists: its facts, and a kept file or none.
    private let listed = LibraryFacts()
    private let withFile = LibraryFacts(keptFile: "/kept/a.gif")

    @Test func offlineAURLListingShowsOnlyGIFsWithKeptFiles() throws {
        let page = try LibraryPage(gifs: [gif("a", kept: withFile), gif("b", kept: listed)]).keptFilesOnly()
        #expect(page.gifs.map(\.id) == ["a"])
        #expect(page.warnings == ["offline, left out 1 GIF with no kept file (fav add --keep)"])
        let whole = LibraryPage(gifs: [gif("a", kept: withFile)])
        #expect(try whole.keptFilesOnly() == whole)
        #expect(throws: SearchFailure.self) {
            try LibraryPage(gifs: [gif("b", kept: listed), gif("c", kept: listed)]).keptFilesOnly()
        }
    }

    @Test func aGIFItsProviderNoLongerHasIsListedAsGone() throws {
        let server = try FixtureServer()
        let kit = fixtureService(at: server.baseURL, cacheMode: .bypass)
        let real = try kit.search("cats", limit: 1).toBlocking(timeout: 10).single().gifs[0]
        let page = try kit.listed([gif(real.id, kept: listed), gif("fxgone", title: "GIF fxgone", kept: listed)])
            .toBlocking(timeout: 10).single()
        #expect(page.gifs.map(\.title) == [real.title, "GIF fxgone (gone)"])
        #expect(page.gifs[0].rendition(.original) != nil, "the URLs are its provider's now")
        #expect(page.warnings.isEmpty)
    }

    @Test func withoutItsProvidersAListingShowsWhatIsKeptAndSaysSo() throws {
        let kit = fixtureService(at: "http://127.0.0.1:9", cacheMode: .bypass)
        let kept = [gif("a", kept: listed), gif("b", kept: listed)]
        let page = try kit.listed(kept).toBlocking(timeout: 20).single()
        #expect(page.gifs == kept)
        #expect(
            page.warnings == ["2 Giphy GIFs listed without URLs: cannot connect to 127.0.0.1:9: connection refused"])
    }
}
