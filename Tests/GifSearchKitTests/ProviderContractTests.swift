import FixtureSupport
import Foundation
import GIF
import Giphy
import HTTP
import Klipy
import RxCore
import RxTest
import Testing

@testable import GifSearchKit

/// The same contract for every provider, each on the fixture server's API of its own: search
/// and paging to the end, trending, ids, renditions by gifsearch's names, terms, and errors.
@Suite struct ProviderContractTests {
    private let server: FixtureServer

    init() throws {
        server = try FixtureServer()
    }

    private func service(
        _ provider: ProviderChoice, giphyKey: String? = FixtureServer.apiKey,
        klipyKey: String? = FixtureServer.klipyKey,
        onFallback: (@Sendable (ProviderName, ProviderName, Error) -> Void)? = nil
    ) -> GifSearchService {
        fixtureService(
            at: server.baseURL, apiKey: giphyKey, klipy: true, provider: provider, retries: 1,
            retryScheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "test.retry")
        ) { settings in
            settings.keys[.klipy] = klipyKey
            settings.onFallback = onFallback
        }
    }

    /// The error `source` ends with, or `nil`.
    private func failure<Element>(_ source: Observable<Element>) -> Error? {
        if case .failed(_, let error) = source.toBlocking(timeout: 10).materialize() { return error }
        return nil
    }

    @Test(arguments: [ProviderChoice.only(.giphy), .only(.klipy)])
    func searchPagesToTheEndAndEveryResultIsWhole(provider: ProviderChoice) throws {
        let kit = service(provider)
        var page: String?
        var ids: [String] = []
        repeat {
            let result = try kit.search("cats", limit: 2, page: page).toBlocking(timeout: 10).single()
            #expect(!result.gifs.isEmpty)
            ids += result.gifs.map(\.id)
            page = result.next
        } while page != nil
        let all = try kit.search("cats", count: nil, offset: 0).toBlocking(timeout: 10).toArray().flatMap(\.gifs)
        #expect(ids == all.map(\.id))
        #expect(Set(ids).count == ids.count && ids.count >= 4)
        for gif in all {
            #expect(gif.provider.rawValue == provider.rawValue)
            #expect(!gif.title.isEmpty)
            #expect(gif.rendition("original")?.width == 120)
            #expect(gif.rendition("fixed_height")?.url.contains("/media/") == true)
            #expect(gif.rendition("fixed_width_small")?.height == 30)
            #expect(gif.page != nil)
        }
        #expect(ids.allSatisfy { $0.hasPrefix("klipy:") == (provider == .only(.klipy)) })
    }

    /// The fixture serves alt texts for every other GIF, as `alt_text` (Giphy) and
    /// `content_description` (KLIPY), and `""` for the rest, as real Giphy does for most.
    @Test(arguments: [ProviderChoice.only(.giphy), .only(.klipy)])
    func altTextsAreCarriedAndAnEmptyOneIsNone(provider: ProviderChoice) throws {
        let gifs = try service(provider).search("cats", count: nil, offset: 0).toBlocking(timeout: 10).toArray()
            .flatMap(\.gifs)
        let described = gifs.filter { $0.alt != nil }
        #expect(!described.isEmpty && described.count < gifs.count, "\(gifs.map(\.alt))")
        #expect(described.allSatisfy { $0.alt?.hasPrefix("Animated cats: ") == true })
    }

    @Test(arguments: [ProviderChoice.only(.giphy), .only(.klipy)])
    func idsTrendingAndTerms(provider: ProviderChoice) throws {
        let kit = service(provider)
        let trending = try kit.trending(limit: 3).toBlocking(timeout: 10).single()
        #expect(trending.gifs.count == 3 && trending.next != nil)
        let stickers = try kit.trending(kind: .stickers, limit: 50).toBlocking(timeout: 10).single()
        #expect(!stickers.gifs.isEmpty && stickers.gifs.allSatisfy(\.isSticker))
        let ids = trending.gifs.map(\.id)
        #expect(try kit.gifs(ids: ids).toBlocking(timeout: 10).single().gifs.map(\.id) == ids)
        #expect(try kit.gifs(ids: [ids[0]]).toBlocking(timeout: 10).single().gifs.map(\.id) == [ids[0]])
        #expect(try kit.autocomplete("cat").toBlocking(timeout: 10).single().contains("cats"))
        #expect(try kit.trendingTerms().toBlocking(timeout: 10).single().contains("party"))
        let bytes = try kit.bytes(of: .id(ids[0]), rendition: "fixed_height").toBlocking(timeout: 10).single()
        #expect(bytes.starts(with: Array("GIF89a".utf8)))
    }

    @Test(arguments: [ProviderChoice.only(.giphy), .only(.klipy)])
    func errorsAreTheProvidersOwnAndOfTheRightKind(provider: ProviderChoice) throws {
        let rejected = service(provider, giphyKey: "wrong", klipyKey: "wrong")
        #expect(throws: Error.self) { try rejected.search("cats").toBlocking(timeout: 10).single() }
        let error = try #require(failure(rejected.search("cats")) as? SearchFailure)
        #expect(error.kind == .key)
        #expect(error.provider?.rawValue == provider.rawValue)
        #expect("\(error)".contains(provider == .only(.klipy) ? "KLIPY" : "Giphy"))
        let missing = service(provider, giphyKey: nil, klipyKey: nil)
        #expect(try (#require(failure(missing.search("cats"))) as? SearchFailure)?.kind == .key)
        let kit = service(provider)
        let tooMany = try #require(failure(kit.search("cats", limit: 51)))
        #expect((tooMany as? SearchFailure)?.kind == .invalidArgument)
        for status in [429, 500] {
            // One retry: two failures, then the error.
            try server.inject(#"{"path": "/v", "status": \#(status), "times": 2}"#, using: testSession())
            let failing = try #require(failure(kit.search("cats", limit: 3)))
            #expect((failing as? SearchFailure)?.kind == .unavailable)
        }
        try server.inject(#"{"path": "/v", "kind": "malformed"}"#, using: testSession())
        let malformed = try #require(failure(kit.search("cats", limit: 5)))
        #expect((malformed as? SearchFailure)?.kind == .badData)
        try server.inject(#"{"path": "/v", "status": 429, "times": 1}"#, using: testSession())
        #expect(try kit.search("cats", limit: 4).toBlocking(timeout: 10).single().gifs.count == 4, "retried once")
    }

    @Test func autoUsesTheProviderItHasAKeyFor() throws {
        #expect(service(.auto, giphyKey: nil).primaryProvider == .klipy)
        #expect(service(.auto, klipyKey: nil).primaryProvider == .giphy)
        #expect(service(.auto, giphyKey: nil, klipyKey: nil).primaryProvider == .giphy)
        let gifs = try service(.auto, giphyKey: nil).search("cats").toBlocking(timeout: 10).single().gifs
        #expect(gifs.allSatisfy { $0.provider == .klipy })
    }

    @Test func autoFallsBackToTheOtherProviderOnceTheFirstFails() throws {
        let fallbacks = LockedState<[String]>([])
        let kit = service(.auto) { failed, used, _ in fallbacks.withLock { $0.append("\(failed)→\(used)") } }
        try server.inject(#"{"path": "/v1/", "status": 503, "times": 100}"#, using: testSession())
        let gifs = try kit.search("cats").toBlocking(timeout: 10).single().gifs
        #expect(!gifs.isEmpty && gifs.allSatisfy { $0.provider == .klipy })
        #expect(fallbacks.withLock { $0 } == ["giphy→klipy"])
        let rejected = service(.auto, giphyKey: "wrong")
        #expect(try rejected.search("dogs").toBlocking(timeout: 10).single().gifs.first?.provider == .klipy)
        // A request Giphy refuses as such is not asked of KLIPY.
        let tooLong = String(repeating: "x", count: 60)
        #expect((failure(kit.search(tooLong)) as? SearchFailure)?.kind == .invalidArgument)
    }
}

/// The fixture catalog people look at in the demo: Giphy's rendition names, each a real GIF of
/// the size it states.
@Suite struct FixtureCatalogTests {
    @Test func everyRenditionIsARealGIFOfItsStatedSize() throws {
        let server = try FixtureServer()
        let kit = fixtureService(at: server.baseURL)
        let gif = try #require(try kit.search("party", limit: 1).toBlocking(timeout: 10).single().gifs.first)
        let names = [
            "original", "downsized", "downsized_large", "downsized_medium", "fixed_height",
            "fixed_height_small", "fixed_height_downsampled", "fixed_width", "fixed_width_small",
            "fixed_width_downsampled", "preview_gif", "original_still", "fixed_height_still", "fixed_width_still",
            "fixed_height_small_still", "fixed_width_small_still", "downsized_still", "480w_still",
        ]
        for name in names {
            let rendition = try #require(gif.rendition(Rendition(rawValue: name)), "no \(name)")
            let bytes = try kit.bytes(of: .url(rendition.url), rendition: .named(Rendition(rawValue: name))).toBlocking(
                timeout: 10
            ).single()
            let info = try GIFFile.structure(of: bytes).info
            #expect((info.width, info.height) == (rendition.width, rendition.height), "\(name)")
            #expect(info.frameCount == rendition.frames, "\(name)")
            #expect(name.hasSuffix("still") == (info.frameCount == 1), "\(name)")
        }
    }
}

/// `count` results come in requests of at most a page each, one after the other, as they arrive.
@Suite struct ResultCountTests {
    @Test(arguments: [ProviderChoice.only(.giphy), .only(.klipy)])
    func countsAreFetchedAPageAtATime(provider: ProviderChoice) throws {
        let server = try FixtureServer()
        let kit = fixtureService(at: server.baseURL, klipy: true, provider: provider)
        let pages = try kit.search("gif", count: 9, pageSize: 4).toBlocking(timeout: 10).toArray()
        #expect(pages.map(\.gifs.count) == [4, 4, 1])
        let all = try kit.search("gif", count: 9, pageSize: 50).toBlocking(timeout: 10).single()
        #expect(pages.flatMap(\.gifs).map(\.id) == all.gifs.map(\.id))
        let limits = try server.loggedValues(of: "limit", using: testSession())
        #expect(limits == ["4", "4", "1", "9"])
    }
}
