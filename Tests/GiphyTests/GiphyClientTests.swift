import FixtureSupport
import Foundation
import Giphy
import HTTP
import RxCore
import RxTest
import Testing

@Suite struct GiphyClientTests {
    private func client(
        _ server: FixtureServer, apiKey: String? = FixtureServer.apiKey, cache: HTTPCache? = nil,
        mode: HTTPCacheMode = .normal, retries: Int = 2
    ) -> GiphyClient {
        GiphyClient(
            connection: APIConnection(
                session: testSession(), cache: cache, cacheMode: mode,
                retryPolicy: RetryPolicy(maxRetries: retries, baseDelay: 0.01, random: { 0.5 }),
                scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "test.retry")),
            apiKey: apiKey, baseURL: server.baseURL)
    }

    @Test func searchesAndPages() throws {
        let server = try FixtureServer()
        let giphy = client(server)
        let first = try giphy.search("cat", limit: 2).toBlocking(timeout: 10).single().value
        #expect(first.gifs.count == 2)
        #expect(first.pagination.offset == 0)
        let all = try giphy.searchAll("cat", pageSize: 2).toBlocking(timeout: 10).toArray()
        let ids = all.flatMap { $0.value.gifs.map(\.id) }
        #expect(ids.count == first.pagination.totalCount)
        #expect(Set(ids).count == ids.count)
        #expect(all.map { $0.value.pagination.offset } == Array(stride(from: 0, to: ids.count, by: 2)))
    }

    @Test func everyEndpointAnswers() throws {
        let server = try FixtureServer()
        let giphy = client(server)
        let trending = try giphy.trending(limit: 5).toBlocking(timeout: 10).single().value
        #expect(trending.gifs.count == 5)
        let stickers = try giphy.trending(kind: .stickers, limit: 5).toBlocking(timeout: 10).single().value
        #expect(stickers.gifs.allSatisfy { $0.isSticker })
        let id = trending.gifs[0].id
        let single = try giphy.gif(id: id).toBlocking(timeout: 10).single()
        #expect(single.value.id == id)
        let byIDs = try giphy.gifs(ids: trending.gifs.prefix(3).map(\.id)).toBlocking(timeout: 10).single().value
        #expect(byIDs.gifs.map(\.id) == trending.gifs.prefix(3).map(\.id))
        let random = try giphy.random(tag: "dog").toBlocking(timeout: 10).single()
        #expect(random.value != nil)
        let noMatch = try giphy.random(tag: "nothing-matches-this").toBlocking(timeout: 10).single()
        #expect(noMatch.value == nil)
        let translated = try giphy.translate("party", weirdness: 3).toBlocking(timeout: 10).single()
        #expect(translated.value != nil)
        let tags = try giphy.searchTags("cats").toBlocking(timeout: 10).single()
        #expect(tags.value.contains("cats"))
        let terms = try giphy.trendingSearches().toBlocking(timeout: 10).single()
        #expect(terms.value.contains("cats"))
    }

    @Test func limitsAreCheckedBeforeAnyRequest() throws {
        let server = try FixtureServer()
        let giphy = client(server)
        #expect(throws: APIError(.giphy, .invalidArgument("--limit must be between 1 and 50 (got 51)"))) {
            try giphy.search("cats", limit: 51).toBlocking(timeout: 10).single()
        }
        #expect(throws: APIError(.giphy, .invalidArgument("--offset must be between 0 and 4999 (got 5000)"))) {
            try giphy.search("cats", offset: 5000).toBlocking(timeout: 10).single()
        }
        #expect(throws: APIError(.giphy, .invalidArgument("--offset must be between 0 and 499 (got 500)"))) {
            try giphy.trending(offset: 500).toBlocking(timeout: 10).single()
        }
        #expect(throws: APIError.self) {
            try giphy.search(String(repeating: "a", count: 51)).toBlocking(timeout: 10).single()
        }
        #expect(throws: APIError.self) {
            try giphy.gifs(ids: Array(repeating: "a", count: 101)).toBlocking(timeout: 10).single()
        }
        #expect(throws: APIError.self) { try giphy.translate("cats", weirdness: 11).toBlocking(timeout: 10).single() }
        let log = try testSession().rx.json(request: HTTPRequest(url: server.baseURL + "/__log")).toBlocking(
            timeout: 10
        ).single()
        #expect(log == .array([]))
    }

    @Test func errorsMapToGiphysAPIErrors() throws {
        let server = try FixtureServer()
        #expect(throws: APIError(.giphy, .missingAPIKey)) {
            try client(server, apiKey: nil).trending().toBlocking(timeout: 10).single()
        }
        #expect(throws: APIError(.giphy, .invalidAPIKey)) {
            try client(server, apiKey: "wrong").trending().toBlocking(timeout: 10).single()
        }
        #expect(throws: APIError(.giphy, .notFound)) {
            try client(server).gif(id: "doesnotexist").toBlocking(timeout: 10).single()
        }
        let session = testSession()
        try server.inject(#"{"path": "/v1/gifs/trending", "kind": "synthetic"}"#, using: session)
        #expect(throws: APIError(.giphy, .serverFailure(status: 200))) {
            try client(server).trending().toBlocking(timeout: 10).single()
        }
        try server.inject(#"{"path": "/v1/gifs/trending", "kind": "malformed"}"#, using: session)
        #expect(throws: APIError.self) { try client(server).trending().toBlocking(timeout: 10).single() }
        try server.inject(
            #"{"path": "/v1/gifs/trending", "status": 429, "retry_after": 7, "times": 10}"#, using: session)
        #expect(throws: APIError(.giphy, .rateLimited(retryAfter: 7))) {
            try client(server, retries: 0).trending().toBlocking(timeout: 10).single()
        }
    }

    @Test func transientFailuresAreRetriedAndClientErrorsAreNot() throws {
        let server = try FixtureServer()
        let session = testSession()
        try server.inject(#"{"path": "/v1/gifs/trending", "status": 503, "times": 2}"#, using: session)
        #expect(
            try client(server, retries: 2).trending(limit: 1).toBlocking(timeout: 10).single().value.gifs.count == 1)
        try server.inject(#"{"path": "/v1/gifs/search", "status": 400, "times": 5}"#, using: session)
        #expect(throws: APIError(.giphy, .badRequest(message: "Injected fault 400"))) {
            try client(server, retries: 2).search("cats").toBlocking(timeout: 10).single()
        }
        let log = try session.rx.json(request: HTTPRequest(url: server.baseURL + "/__log")).toBlocking(timeout: 10)
            .single()
        let entries = try #require(log.arrayValue, "the server's log is a JSON array")
        #expect(entries.filter { $0["path"] == .string("/v1/gifs/trending") }.count == 3)
        #expect(entries.filter { $0["path"] == .string("/v1/gifs/search") }.count == 1)
    }

    @Test func staleAndOfflineResultsSayHowOldTheyAre() throws {
        let server = try FixtureServer()
        let cache = HTTPCache(directory: nil)
        let fresh = try client(server, cache: cache).trending(limit: 3).toBlocking(timeout: 10).single()
        #expect(fresh.staleAge == nil)
        try server.inject(#"{"path": "/v1/gifs/trending", "status": 500, "times": 10}"#, using: testSession())
        let stale = try client(server, cache: cache, retries: 1).trending(limit: 3).toBlocking(timeout: 10).single()
        #expect(stale.staleAge != nil)
        #expect(stale.value == fresh.value)
        let offline = try client(server, cache: cache, mode: .offline).trending(limit: 3).toBlocking(timeout: 10)
            .single()
        #expect(offline.staleAge != nil)
        #expect(throws: APIError.self) {
            try client(server, cache: cache, mode: .offline).trending(limit: 4).toBlocking(timeout: 10).single()
        }
    }
}
