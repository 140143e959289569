import FixtureSupport
import GifSearchKit
import HTTP
import RxTest
import Testing

/// GIPHY forbids stripping or changing the media URLs its API returns, query included: the
/// service hands them on as served and asks for a GIF by exactly that URL.
@Suite(.ownThreads) struct MediaURLServiceTests {
    private let server: FixtureServer
    private let folder = TemporaryFolder("gifsearch-media-urls")

    init() throws {
        server = try FixtureServer()
    }

    /// The `original` URL of the first search result for "cats", as the server sends it.
    private func served() throws -> String {
        let page = try testSession().rx.json(request: HTTPRequest(url: server.api("/v1/gifs/search", "q=cats&limit=1")))
            .toBlocking(timeout: 10).single()
        let first = try #require(page["data"]?.arrayValue?.first)
        guard case .string(let url)? = first["images"]?["original"]?["url"] else {
            throw HTTPError.deserializationFailed(reason: "no original URL")
        }
        return url
    }

    @Test func resultsCarryTheURLsAsServedAndGIFsAreAskedForByThem() throws {
        let original = try served()
        #expect(original.contains("?cid=") && original.contains("&rid="), "the fixture's URLs have a query")
        let kit = fixtureService(at: server.baseURL, cacheDirectory: folder.path + "/cache", cacheMode: .bypass)
        let gif = try kit.search("cats", limit: 1).toBlocking(timeout: 10).single().gifs[0]
        #expect(gif.rendition(.original)?.url == original)
        _ = try kit.bytes(of: .id(gif.id), rendition: .named(.original)).toBlocking(timeout: 10).single()
        let asked = try server.requests(using: testSession()).filter { $0.path.hasPrefix("/media/") }
        #expect(asked.count == 1)
        let query = asked.first.map { $0.query.map { "\($0)=\($1)" }.sorted() } ?? []
        let servedQuery = original.split(separator: "?", maxSplits: 1).last.map {
            $0.split(separator: "&").map(String.init).sorted()
        }
        #expect(asked.first.map { server.baseURL + $0.path } == original.split(separator: "?").first.map(String.init))
        #expect(query == servedQuery)
    }
}
