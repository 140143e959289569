import FixtureSupport
import GifSearchKit
import HTTP
import RxCore
import RxTest
import Testing

/// A server that lies, echoes, trickles and repeats itself, against the service: the rules that
/// hold it off live in the engine, and each is held here where it lives (the command line's
/// HostileServerTests see the same through the commands).
@Suite(.ownThreads) struct HostileServerServiceTests {
    private let server: FixtureServer
    private let folder = TemporaryFolder("kit-hostile")

    init() throws {
        server = try FixtureServer()
    }

    private func service(provider: ProviderChoice = .only(.giphy), deadline: Double? = nil) -> GifSearchService {
        fixtureService(
            at: server.baseURL, klipy: true, provider: provider, cacheDirectory: folder.path + "/cache",
            cacheMode: .bypass, retries: 2
        ) { $0.deadline = deadline }
    }

    /// The failure `source` ends with; a source that does not fail fails the test.
    private func failure<Element>(of source: Observable<Element>) throws -> SearchFailure {
        guard case .failed(_, let error) = source.toBlocking(timeout: 30).materialize() else {
            throw HTTPError.deserializationFailed(reason: "the request did not fail")
        }
        return try #require(error as? SearchFailure)
    }

    @Test(arguments: [(ProviderChoice.only(.giphy), "/v1/gifs/search"), (.only(.klipy), "/v2/search")])
    func aServerThatEchoesTheRequestNeverShowsTheKey(provider: ProviderChoice, path: String) throws {
        try server.inject(#"{"path": "\#(path)", "kind": "echo", "status": 400}"#, using: testSession())
        let refusal = try failure(of: service(provider: provider).search("cats", limit: 5))
        #expect(refusal.kind == .refused)
        #expect(refusal.message.contains("refused the request: Bad request"), "\(refusal.message)")
        #expect(refusal.message.contains("=***"), "\(refusal.message)")
        #expect(!refusal.message.contains(FixtureServer.apiKey) && !refusal.message.contains(FixtureServer.klipyKey))
    }

    @Test func aMediaBodyOverTheLimitIsBadData() throws {
        let kit = service()
        let gif = try kit.search("cats", limit: 1).toBlocking(timeout: 10).single().gifs[0]
        try server.inject(#"{"path": "/media/", "kind": "lie", "size": 70000000, "times": 10}"#, using: testSession())
        let refusal = try failure(of: kit.bytes(of: .id(gif.id), rendition: .named(.original)))
        #expect(refusal.kind == .badData)
        #expect(refusal.message == "response larger than 67108864 bytes")
    }

    @Test func pagingThatDoesNotAdvanceGivesEachGIFOnceAndStops() throws {
        try server.inject(#"{"path": "/v1/", "kind": "stuck", "times": 100}"#, using: testSession())
        let pages = try service().search("cats", count: 200, offset: 0).toBlocking(timeout: 30).toArray()
        let ids = pages.flatMap(\.gifs).map(\.id)
        #expect(!ids.isEmpty && Set(ids).count == ids.count, "\(ids)")
        #expect(try server.loggedValues(of: "offset", using: testSession()) == ["0", "50"])
    }

    @Test func aRetryAfterPastTheDeadlineIsNotWaitedFor() throws {
        try server.inject(
            #"{"path": "/v1/gifs/search", "status": 429, "retry_after": 100000, "times": 10}"#, using: testSession())
        let refusal = try failure(of: service(deadline: 30).search("cats", limit: 5))
        #expect(refusal.kind == .unavailable)
        #expect(refusal.message == "rate limited by Giphy; retry after 100000 s")
        #expect(try server.loggedValues(of: "q", using: testSession()) == ["cats"])
    }

    @Test func theDeadlineEndsAServerThatNeverFinishes() throws {
        try server.inject(
            #"{"path": "/v1/gifs/search", "kind": "lie", "size": 1000000, "ms": 60000, "times": 10}"#,
            using: testSession())
        let refusal = try failure(of: service(deadline: 2).search("cats", limit: 5))
        #expect(refusal.kind == .unavailable)
        #expect(refusal.message == "timed out: the response took longer than 2 s")
        #expect(try server.loggedValues(of: "q", using: testSession()) == ["cats"])
    }
}
