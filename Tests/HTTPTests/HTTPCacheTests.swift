import FixtureSupport
import Foundation
import HTTP
import RxCore
import RxTest
import Testing

private func response(_ status: Int = 200, etag: String? = nil) -> HTTPResponse {
    HTTPResponse(statusCode: status, headers: etag.map { ["etag": $0] } ?? [:], url: "http://example.test/v1/x")
}

private func response(cacheControl: String) -> HTTPResponse {
    HTTPResponse(statusCode: 200, headers: ["cache-control": cacheControl], url: "http://example.test/v1/x")
}

/// KLIPY's rules: `no-store` keeps nothing, and a response is served for at most 24 hours and
/// its `max-age`; without a longest time (Giphy's approved cache) as long as there is room.
@Suite struct HTTPCacheFreshnessTests {
    private let request = HTTPRequest(url: "http://example.test/v1/x?q=cats")
    private let day: Double = 24 * 3600

    @Test func noStoreKeepsNothingAndForgetsWhatWasKept() throws {
        let folder = TemporaryFolder("gifsearch-cache")
        let cache = HTTPCache(directory: folder.path, longestKept: day)
        cache.store(response(), data: Data("old".utf8), for: request)
        cache.store(response(cacheControl: "private, no-store"), data: Data("new".utf8), for: request)
        #expect(cache.lookup(request) == nil)
        #expect(HTTPCache(directory: folder.path).usage.entries == 0)
    }

    @Test func aResponseIsServedForItsMaxAgeAndNeverMoreThanTheLongest() {
        let cache = HTTPCache(directory: nil, longestKept: day)
        let now = Date()
        cache.store(response(cacheControl: "public, max-age=60"), data: Data(), for: request, at: now)
        #expect(cache.lookup(request, at: now.addingTimeInterval(59)) != nil)
        #expect(cache.lookup(request, at: now.addingTimeInterval(61)) == nil)
        cache.store(response(cacheControl: "max-age=31536000"), data: Data(), for: request, at: now)
        #expect(cache.lookup(request, at: now.addingTimeInterval(day - 60)) != nil)
        #expect(cache.lookup(request, at: now.addingTimeInterval(day + 60)) == nil, "refreshed every 24 hours")
        cache.store(response(), data: Data(), for: request, at: now)
        #expect(cache.lookup(request, at: now.addingTimeInterval(day + 60)) == nil)
    }

    @Test func withoutALongestTimeAResponseIsKeptAsLongAsThereIsRoom() {
        let cache = HTTPCache(directory: nil)
        let now = Date()
        cache.store(response(cacheControl: "max-age=60"), data: Data(), for: request, at: now)
        #expect(cache.lookup(request, at: now.addingTimeInterval(30 * day)) != nil)
    }
}

@Suite struct HTTPCacheTests {
    @Test func storesInMemoryAndOnDisk() throws {
        let folder = TemporaryFolder("gifsearch-cache")
        let request = HTTPRequest(url: "http://example.test/v1/x?q=cats&api_key=secret")
        HTTPCache(directory: folder.path).store(response(), data: Data("hello".utf8), for: request)
        let reopened = HTTPCache(directory: folder.path)
        let hit = try #require(reopened.lookup(request))
        #expect(hit.data == Data("hello".utf8))
        #expect(reopened.usage.entries == 1)
    }

    @Test func keysIgnoreTheAPIKeyAndNeverContainIt() throws {
        let folder = TemporaryFolder("gifsearch-cache")
        let cache = HTTPCache(directory: folder.path)
        cache.store(
            response(), data: Data("a".utf8), for: HTTPRequest(url: "http://example.test/v1/x?api_key=one&q=cats"))
        #expect(cache.lookup(HTTPRequest(url: "http://example.test/v1/x?q=cats&api_key=two")) != nil)
        #expect(
            HTTPCache(directory: folder.path).lookup(HTTPRequest(url: "http://example.test/v1/x?api_key=two&q=cats"))
                != nil)
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            #expect(!name.contains("one"))
            let contents = try String(contentsOfFile: "\(folder.path)/\(name)", encoding: .isoLatin1)
            #expect(!contents.contains("api_key") && !contents.contains("one"))
        }
    }

    @Test func corruptEntriesAreIgnoredAndReplaced() throws {
        let folder = TemporaryFolder("gifsearch-cache")
        let request = HTTPRequest(url: "http://example.test/v1/x")
        HTTPCache(directory: folder.path).store(response(), data: Data("good".utf8), for: request)
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first)
        try Data([0, 0, 0, 99, 1, 2, 3]).write(to: URL(fileURLWithPath: "\(folder.path)/\(name)"))
        let cache = HTTPCache(directory: folder.path)
        #expect(cache.lookup(request) == nil)
        cache.store(response(), data: Data("new".utf8), for: request)
        #expect(HTTPCache(directory: folder.path).lookup(request)?.data == Data("new".utf8))
    }

    @Test func theDiskIsCappedLeastRecentlyUsedFirst() throws {
        let folder = TemporaryFolder("gifsearch-cache")
        let cache = HTTPCache(directory: folder.path, maxBytes: 2_500, memoryCapacity: 1)
        let body = Data(repeating: 7, count: 1_000)
        for index in 0..<3 {
            // Each entry was last used ten seconds before the next.
            try age(entriesIn: folder.path, by: 10)
            cache.store(
                response(), data: body, for: HTTPRequest(url: "http://example.test/\(index)"),
                at: Date(timeIntervalSinceNow: Double(index)))
        }
        #expect(cache.usage.entries == 2)
        #expect(HTTPCache(directory: folder.path).lookup(HTTPRequest(url: "http://example.test/0")) == nil)
        #expect(HTTPCache(directory: folder.path).lookup(HTTPRequest(url: "http://example.test/2")) != nil)
    }

    /// Moves the last use of every entry in `directory` (if it is there yet) `seconds` into the past.
    private func age(entriesIn directory: String, by seconds: TimeInterval) throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names where name.hasSuffix(".cache") {
            let path = directory + "/" + name
            let used = try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
            try FileManager.default.setAttributes([.modificationDate: used - seconds], ofItemAtPath: path)
        }
    }

    @Test func conditionalRequestsAreAnsweredFromTheCacheOn304() throws {
        let server = try FixtureServer()
        let session = testSession()
        let folder = TemporaryFolder("gifsearch-cache")
        let cache = HTTPCache(directory: folder.path)
        let request = HTTPRequest(url: server.api("/v1/gifs/search", "q=cats&limit=2"))
        let first = try session.rx.cachedResponse(request: request, cache: cache).toBlocking(timeout: 10).single()
        #expect(first.origin == .network)
        let second = try session.rx.cachedResponse(request: request, cache: cache).toBlocking(timeout: 10).single()
        #expect(second.origin == .revalidated)
        #expect(second.data == first.data)
        let log = try session.rx.json(request: HTTPRequest(url: server.baseURL + "/__log")).toBlocking(timeout: 10)
            .single()
        guard case .array(let entries) = log else {
            Issue.record("no log")
            return
        }
        #expect(entries.last?["headers"]?["if-none-match"] == first.response.header("etag").map(JSONValue.string))
    }

    @Test func aStoredResponseStandsInWhenTheNetworkFails() throws {
        let server = try FixtureServer()
        let session = testSession()
        let cache = HTTPCache(directory: nil)
        let request = HTTPRequest(url: server.api("/v1/gifs/trending", "limit=3"))
        let fresh = try session.rx.cachedResponse(request: request, cache: cache).toBlocking(timeout: 10).single()
        try server.inject(#"{"path": "/v1/gifs/trending", "status": 503}"#, using: session)
        let fallback = try session.rx.cachedResponse(request: request, cache: cache).toBlocking(timeout: 10).single()
        guard case .stale(let age) = fallback.origin else {
            Issue.record("expected a stale result")
            return
        }
        #expect(age >= 0)
        #expect(fallback.data == fresh.data)
        let unreachable = HTTPRequest(url: "http://127.0.0.1:1/v1/gifs/trending?limit=3")
        cache.store(fresh.response, data: fresh.data, for: unreachable)
        let offline = try session.rx.cachedResponse(request: unreachable, cache: cache).toBlocking(timeout: 10).single()
        guard case .stale = offline.origin else {
            Issue.record("expected a stale result")
            return
        }
    }

    @Test func cacheOnlyServesStoredResponsesOrFails() throws {
        let session = testSession()
        let cache = HTTPCache(directory: nil)
        let request = HTTPRequest(url: "http://example.test/v1/x?api_key=secret")
        #expect(throws: HTTPError.notCached("http://example.test/v1/x")) {
            try session.rx.cachedOnly(request: request, cache: cache).toBlocking(timeout: 10).single()
        }
        cache.store(response(), data: Data("x".utf8), for: request)
        let hit = try session.rx.cachedOnly(request: request, cache: cache).toBlocking(timeout: 10).single()
        guard case .cacheOnly = hit.origin else {
            Issue.record("expected a cached result")
            return
        }
    }

    /// Found by attack: in a shared cache folder, links planted at an entry's name or at its
    /// predictable temporary name (`<key>.cache.<pid>.tmp`) were followed, so a lookup served a
    /// planted entry and a store overwrote the link's target.
    @Test func linksPlantedInTheFolderAreNeverFollowed() throws {
        let folder = TemporaryFolder("gifsearch-cache")
        let elsewhere = TemporaryFolder("gifsearch-cache")
        try elsewhere.make()
        let request = HTTPRequest(url: "http://example.test/v1/x?q=cats")
        HTTPCache(directory: folder.path).store(response(), data: Data("planted".utf8), for: request)
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first)
        let planted = elsewhere.path + "/planted"
        try FileManager.default.moveItem(atPath: folder.path + "/" + name, toPath: planted)
        let victim = elsewhere.path + "/victim"
        try Data("the person's secret".utf8).write(to: URL(fileURLWithPath: victim))
        chmod(victim, 0o600)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/" + name, withDestinationPath: planted)
        try FileManager.default.createSymbolicLink(
            atPath: "\(folder.path)/\(name).\(getpid()).tmp", withDestinationPath: victim)

        let cache = HTTPCache(directory: folder.path)
        #expect(cache.lookup(request) == nil)
        cache.store(response(), data: Data("fresh".utf8), for: request)
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "the person's secret")
        var status = stat()
        #expect(lstat(victim, &status) == 0 && status.st_mode & 0o777 == 0o600)
        #expect(lstat(folder.path + "/" + name, &status) == 0 && status.st_mode & S_IFMT == S_IFREG)
        #expect(HTTPCache(directory: folder.path).lookup(request)?.data == Data("fresh".utf8))
    }
}
