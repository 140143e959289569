import FixtureSupport
import Foundation
import GIF
import Giphy
import HTTP
import RxCore
import RxTest
import Testing

@testable import GifSearchKit

/// The service against the fixture server over loopback.
@Suite struct GifSearchServiceTests {
    private let server: FixtureServer
    private let folder = TemporaryFolder("kit")

    init() throws {
        server = try FixtureServer()
    }

    /// A service on the fixture server; `approved` keeps Giphy's responses on disk.
    private func service(
        apiKey: String? = FixtureServer.apiKey, retries: Int = 0, approved: Bool = false
    ) -> GifSearchService {
        fixtureService(at: server.baseURL, apiKey: apiKey, cacheDirectory: folder.path + "/cache", retries: retries) {
            $0.giphyResponsesOnDisk = approved
        }
    }

    /// How many requests the server saw for paths ending in `suffix`.
    private func requests(to suffix: String) throws -> Int {
        try server.requests(using: testSession()).filter { $0.path.hasSuffix(suffix) }.count
    }

    /// Giphy's responses are kept in memory, where a repeat within a minute is answered
    /// without asking again (the picker going back to a query); nothing reaches the disk.
    @Test func aGiphyRepeatIsAnsweredFromMemoryAndNothingReachesTheDisk() throws {
        let kit = service()
        let first = try kit.search("cat", limit: 3).toBlocking(timeout: 10).single()
        let again = try kit.search("cat", limit: 3).toBlocking(timeout: 10).single()
        #expect(again.gifs.map(\.id) == first.gifs.map(\.id))
        #expect(try requests(to: "/gifs/search") == 1)
        #expect(kit.cacheUsage.entries == 0)
        let other = service()
        _ = try other.search("cat", limit: 3).toBlocking(timeout: 10).single()
        #expect(try requests(to: "/gifs/search") == 2, "another process remembers nothing")
    }

    @Test func pagesSayWhereTheNextOneStarts() throws {
        let kit = service()
        let first = try kit.search("cat", limit: 2).toBlocking(timeout: 10).single()
        #expect(first.gifs.count == 2)
        #expect(first.next == "2")
        #expect(first.staleAge == nil)
        let all = try kit.search("cat", count: nil, offset: 0).toBlocking(timeout: 10).toArray()
        let total = all.flatMap(\.gifs).count
        let last = try kit.search("cat", limit: 2, page: String(total - 1)).toBlocking(timeout: 10).single()
        #expect(last.gifs.count == 1)
        #expect(last.next == nil)
        let trending = try kit.trending(limit: 3).toBlocking(timeout: 10).single()
        #expect(trending.next == "3")
        let one = try kit.gifs(ids: [first.gifs[0].id]).toBlocking(timeout: 10).single()
        #expect(one.gifs.map(\.id) == [first.gifs[0].id])
        let two = try kit.gifs(ids: first.gifs.map(\.id)).toBlocking(timeout: 10).single()
        #expect(two.gifs.map(\.id) == first.gifs.map(\.id))
    }

    /// Results are counted by offset across pages; `nil` is every result from there on, and the
    /// caps are Giphy's own.
    @Test func resultsFromAnOffsetAndEveryOne() throws {
        let kit = service()
        let all = try kit.search("cat", count: nil, offset: 0).toBlocking(timeout: 10).toArray().flatMap(\.gifs).map(
            \.id)
        try #require(all.count > 3)
        let fromTwo = try kit.search("cat", count: 2, offset: 2).toBlocking(timeout: 10).toArray().flatMap(\.gifs)
        #expect(fromTwo.map(\.id) == Array(all[2..<4]))
        let rest = try kit.search("cat", count: nil, offset: 1).toBlocking(timeout: 10).toArray().flatMap(\.gifs)
        #expect(rest.map(\.id) == Array(all.dropFirst()))
        let trending = try kit.trending(count: 1, offset: 1).toBlocking(timeout: 10).toArray().flatMap(\.gifs)
        let firstTwo = try kit.trending(limit: 2).toBlocking(timeout: 10).single().gifs
        try #require(firstTwo.count == 2)
        #expect(trending.map(\.id) == [firstTwo[1].id])
        #expect(GifSearchService.searchCap == 5000 && GifSearchService.trendingCap == 500)
    }

    /// With the disk cache of an approved integration: a later command's request that fails is
    /// answered by the page cached earlier.
    @Test func aPageCachedEarlierStandsInWhenTheNetworkFails() throws {
        let fresh = try service(approved: true).trending(limit: 2).toBlocking(timeout: 10).single()
        try server.inject(#"{"path": "/v1/gifs/trending", "status": 503}"#, using: testSession())
        let stale = try service(approved: true).trending(limit: 2).toBlocking(timeout: 10).single()
        #expect(stale.gifs == fresh.gifs)
        #expect(stale.staleAge != nil)
    }

    @Test func bytesByIdURLAndFile() throws {
        let kit = service()
        let gif = try #require(try kit.search("party", limit: 1).toBlocking(timeout: 10).single().gifs.first)
        let byID = try kit.bytes(of: .id(gif.id), rendition: "fixed_height").toBlocking(timeout: 10).single()
        #expect(try GIFFile.structure(of: byID).info.width == 80)
        let url = try #require(gif.rendition("original")?.url)
        let byURL = try kit.bytes(of: .url(url), rendition: "ignored").toBlocking(timeout: 10).single()
        #expect(try GIFFile.structure(of: byURL).info.width == 120)
        try folder.make()
        let path = folder.path + "/local.gif"
        try Data(byURL).write(to: URL(fileURLWithPath: path))
        #expect(try kit.bytes(of: .file(path), rendition: "x").toBlocking(timeout: 10).single() == byURL)
        #expect(throws: SearchFailure(kind: .notFound, message: "no such file or directory")) {
            try kit.bytes(of: .file(folder.path + "/none.gif"), rendition: "x").toBlocking(timeout: 10).single()
        }
        #expect(throws: SearchFailure(kind: .notFound, message: "has no 'nope' rendition")) {
            try kit.bytes(of: .id(gif.id), rendition: "nope").toBlocking(timeout: 10).single()
        }
        #expect(throws: SearchFailure(APIError(.giphy, .missingAPIKey))) {
            try service(apiKey: nil).bytes(of: .id(gif.id), rendition: "original").toBlocking(timeout: 10)
                .single()
        }
    }

    @Test func thumbnailsAreFirstFramesAndNeverFail() throws {
        let kit = service()
        let gif = try #require(try kit.search("dogs", limit: 1).toBlocking(timeout: 10).single().gifs.first)
        let frame = try #require(try kit.thumbnail(of: gif).toBlocking(timeout: 10).single())
        // The fixture's smallest rendition here is fixed_width_small, 40 × 30.
        #expect((frame.width, frame.height, frame.index) == (53, 40, 0))
        try server.inject(#"{"path": "/media/", "status": 500}"#, using: testSession())
        #expect(try kit.thumbnail(of: gif).toBlocking(timeout: 10).single() == nil)
        var bare = gif
        bare.renditions = [:]
        #expect(try kit.thumbnail(of: bare).toBlocking(timeout: 10).single() == nil)
    }

    @Test func thumbnailsOfManyComeInTheirOrder() throws {
        let kit = service()
        let gifs = try kit.search("cats", limit: 4).toBlocking(timeout: 10).single().gifs
        try #require(gifs.count == 4)
        var bare = gifs[2]
        bare.renditions = [:]
        let asked = gifs[..<2] + [bare] + gifs[3...]
        // The first is the last to arrive; it is still the first delivered.
        try server.inject(#"{"path": "/media/\#(gifs[0].id)/", "kind": "hang", "ms": 400}"#, using: testSession())
        let shown = try kit.thumbnails(of: Array(asked), concurrently: 3).toBlocking(timeout: 10).toArray()
        #expect(shown.map(\.gif.id) == asked.map(\.id))
        #expect(shown.map { $0.frame != nil } == [true, true, false, true])
    }

    @Test func decodedGIFsAreKeptSoAskingAgainMakesNoRequest() throws {
        let kit = service()
        let gif = try #require(try kit.search("party", limit: 1).toBlocking(timeout: 10).single().gifs.first)
        // While bytes still arrive, the frames so far come first; the last is the whole GIF.
        let first = try #require(try kit.decodedGIF(gif).toBlocking(timeout: 10).last())
        #expect(first.id == gif.id && first.frames.count == 12 && first.frames[0].width == 80 && first.isComplete)
        #expect(first.loopCount == 0)
        let requests = try mediaRequests()
        let again = try kit.decodedGIF(gif).toBlocking(timeout: 10).single()
        #expect(again.frames == first.frames)
        #expect(try mediaRequests() == requests)
    }

    @Test func aPreviewArrivingSlowlyComesFrameByFrameDoublingThenWhole() throws {
        // The heavy GIF (35 frames, 1.5 MB) at 4 Mbit/s: about 3 s.
        let slow = try FixtureServer(arguments: ["--rtt", "20", "--bandwidth", "4000"])
        let kit = fixtureService(at: slow.baseURL, cacheDirectory: folder.path + "/cache", timeout: 30)
        let gif = try #require(try kit.gifs(ids: ["fxheavy"]).toBlocking(timeout: 10).single().gifs.first)
        let versions = try kit.decodedGIF(gif).toBlocking(timeout: 30).toArray()
        #expect(versions.map(\.frames.count) == [1, 2, 4, 8, 16, 32, 35])
        #expect(versions.map(\.isComplete) == [false, false, false, false, false, false, true])
        let again = try kit.decodedGIF(gif).toBlocking(timeout: 10).toArray()
        #expect(again.map(\.frames.count) == [35], "only the whole GIF is kept")
    }

    /// How many media files the server has sent.
    private func mediaRequests() throws -> Int {
        try server.requests(using: testSession()).filter { $0.path.hasPrefix("/media/") }.count
    }

    @Test func downloadsGoThroughPartFilesAndSkipIdenticalFiles() throws {
        let kit = service()
        let directory = folder.path + "/out/nested"
        try kit.prepareDownloads(into: directory)
        let gif = try #require(try kit.search("birthday", limit: 1).toBlocking(timeout: 10).single().gifs.first)
        let steps = try kit.download(.id(gif.id), rendition: "fixed_height", into: directory, replacing: false)
            .toBlocking(timeout: 10).toArray()
        let path = directory + "/giphy-" + gif.id + ".gif"
        #expect(steps.last == .saved(id: gif.id, path: path))
        #expect(steps.dropLast().allSatisfy { if case .progress = $0 { true } else { false } })
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["giphy-" + gif.id + ".gif"])
        let again = try kit.download(.id(gif.id), rendition: "fixed_height", into: directory, replacing: false)
            .toBlocking(timeout: 10).toArray()
        #expect(again.last == .unchanged(id: gif.id, path: path))
        #expect(
            throws: SearchFailure(
                kind: .invalidArgument,
                message: "not a Giphy id, a KLIPY id (klipy:…), one of yours (local:…) or an http(s) URL")
        ) {
            try kit.download(.file("x.gif"), rendition: "original", into: directory, replacing: false)
                .toBlocking(timeout: 10).toArray()
        }
        let notGIF = server.baseURL + "/v1/trending/searches?api_key=" + FixtureServer.apiKey
        #expect(throws: SearchFailure.self) {
            try kit.download(.url(notGIF), rendition: "original", into: directory, replacing: false)
                .toBlocking(timeout: 10).toArray()
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["giphy-" + gif.id + ".gif"])
    }

    @Test func anotherFileAtTheNameIsReplacedOnlyWhenAsked() throws {
        let kit = service()
        let gif = try #require(try kit.search("birthday", limit: 1).toBlocking(timeout: 10).single().gifs.first)
        try folder.make()
        let path = folder.path + "/giphy-" + gif.id + ".gif"
        try Data("a person's own file".utf8).write(to: URL(fileURLWithPath: path))
        #expect(
            throws: SearchFailure(
                kind: .cannotWrite, message: "another file is at \(path); left as it is (--force replaces it)")
        ) {
            try kit.download(.id(gif.id), rendition: "fixed_height", into: folder.path, replacing: false)
                .toBlocking(timeout: 10).toArray()
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("a person's own file".utf8))
        let forced = try kit.download(.id(gif.id), rendition: "fixed_height", into: folder.path, replacing: true)
            .toBlocking(timeout: 10).toArray()
        #expect(forced.last == .saved(id: gif.id, path: path))
    }

    /// Found by attack: the decoded-GIF cache never evicted its newest entry however large, so
    /// one bomb's frames stayed. An entry over the cap on its own is not kept at all.
    @Test func theDecodedGIFCacheNeverKeepsAnEntryOverItsCap() {
        let cache = DecodedGIFCache(maxBytes: 1000)
        let frame = { (bytes: Int) in
            Frame(pixels: [UInt8](repeating: 0, count: bytes), width: 1, height: 1, delay: 0, index: 0)
        }
        cache.store(DecodedGIF(id: "small", frames: [frame(400)], loopCount: nil), for: "small")
        cache.store(DecodedGIF(id: "bomb", frames: [frame(2000)], loopCount: nil), for: "bomb")
        #expect(cache.value(for: "bomb") == nil)
        #expect(cache.value(for: "small")?.id == "small")
    }

    /// A preview's frames are scaled down as they are decoded: to 1,024 pixels a side, and all of
    /// them together to 32 MiB; small GIFs keep their size.
    @Test func previewsAreDecodedNoLargerThanTheirBox() {
        #expect(GifSearchService.previewBox(width: 200, height: 150, frames: 30) == (200, 150))
        #expect(GifSearchService.previewBox(width: 4000, height: 100, frames: 1) == (1024, 100))
        let bomb = GifSearchService.previewBox(width: 4096, height: 4096, frames: 59)
        #expect(bomb.width * bomb.height * 4 * 59 <= 32 << 20 && bomb.width > 300)
    }
}
