import FixtureSupport
import Foundation
import Testing

/// `--provider` on the command line, against the fixture server's Giphy and KLIPY APIs.
@Suite(.ownThreads) struct ProviderCommandTests {
    private let server: FixtureServer
    private let folder = TemporaryFolder("providers")
    private var home: String { folder.path }

    init() throws {
        server = try FixtureServer()
    }

    private func run(_ arguments: [String], giphyKey: String? = nil, klipyKey: String? = FixtureServer.klipyKey)
        throws -> CommandRun
    {
        var environment = [
            "GIFSEARCH_API_URL": server.baseURL, "GIFSEARCH_KLIPY_URL": server.baseURL, "XDG_CACHE_HOME": home,
            "XDG_CONFIG_HOME": home, "HOME": home,
        ]
        environment["GIPHY_API_KEY"] = giphyKey
        environment["KLIPY_API_KEY"] = klipyKey
        return CommandRun(arguments, environment: environment)
    }

    /// KLIPY's responses are kept on disk, revalidated, and read `--offline`; one that says
    /// `Cache-Control: no-store` is not kept.
    @Test func klipysCacheHonoursCacheControl() throws {
        #expect(try run(["cats", "--provider", "klipy", "--format", "ids"]).status == 0)
        let offline = try run(["cats", "--provider", "klipy", "--format", "ids", "--offline"])
        #expect(offline.status == 0 && !offline.standardOutput.isEmpty)
        try server.inject(
            #"{"path": "/v2", "kind": "cachecontrol", "value": "no-store", "times": 10}"#, using: testSession())
        #expect(try run(["dogs", "--provider", "klipy", "--format", "ids"]).status == 0)
        #expect(try run(["dogs", "--provider", "klipy", "--format", "ids", "--offline"]).status == 4)
        let files = try FileManager.default.contentsOfDirectory(atPath: home + "/gifsearch").filter {
            $0.hasSuffix(".cache")
        }
        #expect(files.count == 1, "only the first search is on disk: \(files)")
    }

    /// Offline, KLIPY's cached answers need no key: the cache keeps them without it (in neither
    /// a file's name nor its contents), and a search it does not hold is a network failure,
    /// not a missing key.
    @Test func offlineKlipyNeedsNoKey() throws {
        let online = try run(["cats", "--provider", "klipy", "--format", "ids"])
        #expect(online.status == 0 && !online.standardOutput.isEmpty)
        let offline = try run(["cats", "--provider", "klipy", "--offline", "--format", "ids"], klipyKey: nil)
        #expect(offline.status == 0, "\(offline.standardError)")
        #expect(offline.standardOutput == online.standardOutput)
        let uncached = try run(["zebras", "--provider", "klipy", "--offline", "--format", "ids"], klipyKey: nil)
        #expect(uncached.status == 4 && uncached.standardOutput.isEmpty)
        #expect(!uncached.standardError.contains("API key"), "\(uncached.standardError)")
        let cache = home + "/gifsearch"
        let files = try FileManager.default.contentsOfDirectory(atPath: cache).filter { $0.hasSuffix(".cache") }
        #expect(!files.isEmpty)
        for file in files {
            #expect(!file.contains(FixtureServer.klipyKey))
            let data = try Data(contentsOf: URL(fileURLWithPath: cache + "/" + file))
            let contents = String(decoding: data, as: UTF8.self)
            #expect(!contents.contains(FixtureServer.klipyKey), "\(file)")
        }
    }

    /// The query parameter `name` of the last request to a path ending in `suffix`.
    private func lastQuery(_ name: String, of suffix: String) throws -> String? {
        try server.requests(using: testSession()).last { $0.path.hasSuffix(suffix) }?.query[name]
    }

    @Test func theConfigsRatingIsTheDefaultForBothProviders() throws {
        try FileManager.default.createDirectory(atPath: home + "/gifsearch", withIntermediateDirectories: true)
        try "rating = g\n".write(toFile: home + "/gifsearch/config", atomically: true, encoding: .utf8)
        #expect(try run(["cats", "--format", "ids", "--no-cache"], giphyKey: FixtureServer.apiKey).status == 0)
        #expect(try lastQuery("rating", of: "/gifs/search") == "g")
        #expect(try run(["cats", "--rating", "r", "--no-cache"], giphyKey: FixtureServer.apiKey).status == 0)
        #expect(try lastQuery("rating", of: "/gifs/search") == "r", "the command line wins")
        #expect(try run(["cats", "--provider", "klipy", "--no-cache"]).status == 0)
        #expect(try lastQuery("contentfilter", of: "/search") == "high", "KLIPY's strictest filter for g")
        try "rating = nc-17\n".write(toFile: home + "/gifsearch/config", atomically: true, encoding: .utf8)
        let refused = try run(["cats"], giphyKey: FixtureServer.apiKey)
        #expect(
            refused.status == 2 && refused.standardError.contains("'rating = nc-17' in \(home)/gifsearch/config: use g")
        )
    }

    @Test func klipyResultsInEveryFormat() throws {
        let ids = try run(["cats", "--provider", "klipy", "--format", "ids"])
        #expect(ids.status == 0)
        let lines = ids.standardOutput.split(separator: "\n")
        #expect(lines.count >= 4 && lines.allSatisfy { $0.hasPrefix("klipy:") })
        let json = try run(["cats", "--provider", "klipy", "--format", "json", "--rendition", "fixed_height"])
        let objects = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
        #expect(objects.allSatisfy { $0["provider"] as? String == "klipy" })
        #expect(objects.allSatisfy { ($0["url"] as? String)?.hasSuffix("/fixed_height.gif") == true })
        #expect(objects.allSatisfy { ($0["title"] as? String)?.isEmpty == false })
        let table = try run(["cats", "--provider", "klipy", "--format", "table"])
        #expect(table.standardOutput.hasSuffix("Powered by KLIPY\n"))
        let urls = try run(["cats", "--provider", "klipy", "--rendition", "small"])
        #expect(urls.standardOutput.split(separator: "\n").allSatisfy { $0.hasSuffix("/fixed_width_small.gif") })
    }

    @Test func klipyIdsWorkWhereverIdsDo() throws {
        let id = try run(["dogs", "--provider", "klipy", "--format", "ids", "--limit", "1"]).standardOutput
            .trimmingCharacters(in: .newlines)
        let show = try run(["show", id, "--format", "jsonl"])
        #expect(show.status == 0 && show.standardOutput.contains("\"id\":\"\(id)\""))
        let info = try run(["info", id])
        #expect(info.status == 0 && info.standardOutput.hasPrefix("\(id): 120×90"))
        let download = try run(["download", id, "-o", home + "/downloads", "--rendition", "fixed_height"])
        #expect(download.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: home + "/downloads")
        #expect(files.count == 1 && files[0].hasSuffix(".gif"))
        let missing = try run(["info", "klipy:nosuchid"])
        #expect(missing.status == 1 && missing.standardError.contains("no GIF on KLIPY has the id 'klipy:nosuchid'"))
        let giphy = try run(["preview", "nosuchid"], giphyKey: FixtureServer.apiKey)
        #expect(giphy.status == 1 && giphy.standardError.contains("no GIF on Giphy has the id 'nosuchid'"))
    }

    @Test func keysErrorsAndGiphysOwnEndpoints() throws {
        let rejected = try run(["cats", "--provider", "klipy"], klipyKey: "wrong")
        #expect(
            rejected.status == 3
                && rejected.standardError == "gifsearch: the KLIPY API key from KLIPY_API_KEY was rejected; check it\n")
        #expect(!rejected.standardError.contains("wrong"))
        let missing = try run(["cats", "--provider", "klipy", "--no-input"], klipyKey: nil)
        #expect(missing.status == 3 && missing.standardError.contains("KLIPY_API_KEY"))
        let byOption = try run(
            ["cats", "--provider", "klipy", "--api-key", FixtureServer.klipyKey, "--format", "ids"], klipyKey: nil)
        #expect(byOption.status == 0)
        let random = try run(["random", "--provider", "klipy"])
        #expect(random.status == 2 && random.standardError.contains("Giphy's alone"))
        let bad = try run(["cats", "--provider", "tenor"])
        #expect(bad.status == 2)
    }

    @Test func autoPicksTheKeyedProviderAndFallsBackOnceSaidSo() throws {
        let onlyKlipy = try run(["cats", "--format", "ids", "--limit", "1"])
        #expect(onlyKlipy.standardOutput.hasPrefix("klipy:") && onlyKlipy.standardError.isEmpty)
        let both = try run(["cats", "--format", "ids", "--limit", "1"], giphyKey: FixtureServer.apiKey)
        #expect(!both.standardOutput.hasPrefix("klipy:"))
        let rejectedGiphy = try run(["dogs", "--format", "ids", "--limit", "2"], giphyKey: "wrong")
        #expect(rejectedGiphy.status == 0)
        #expect(rejectedGiphy.standardOutput.split(separator: "\n").allSatisfy { $0.hasPrefix("klipy:") })
        #expect(
            rejectedGiphy.standardError
                == "gifsearch: Giphy failed (the Giphy API key from GIPHY_API_KEY was rejected; check it); using KLIPY\n"
        )
        let quiet = try run(["dogs", "--format", "ids", "--quiet"], giphyKey: "wrong")
        #expect(quiet.status == 0 && quiet.standardError.isEmpty)
    }

    @Test func theConfigFileNamesTheProviderAndItsKey() throws {
        try FileManager.default.createDirectory(atPath: home + "/gifsearch", withIntermediateDirectories: true)
        try "provider = klipy\nklipy_api_key = \(FixtureServer.klipyKey)\n".write(
            toFile: home + "/gifsearch/config", atomically: true, encoding: .utf8)
        let run = try run(["cats", "--format", "ids", "--limit", "1"], giphyKey: FixtureServer.apiKey, klipyKey: nil)
        #expect(run.status == 0 && run.standardOutput.hasPrefix("klipy:"))
        try "provider = tenor\n".write(toFile: home + "/gifsearch/config", atomically: true, encoding: .utf8)
        let wrong = try self.run(["cats"])
        #expect(wrong.status == 2 && wrong.standardError.contains("provider = tenor"))
    }
}

/// KLIPY's key (`key=`) is kept out of everything gifsearch writes, as Giphy's is.
@Suite(.ownThreads) struct KlipyKeySecrecyTests {
    @Test func theKeyIsInNoOutputLogErrorNorCacheFile() throws {
        let server = try FixtureServer()
        let temporary = TemporaryFolder("secret")
        let home = temporary.path
        let environment = [
            "GIFSEARCH_KLIPY_URL": server.baseURL, "KLIPY_API_KEY": FixtureServer.klipyKey, "XDG_CACHE_HOME": home,
            "XDG_CONFIG_HOME": home, "HOME": home,
        ]
        let runs = [
            CommandRun(["cats", "--provider", "klipy", "--verbose", "--format", "json"], environment: environment),
            CommandRun(["feed", "--provider", "klipy", "--verbose", "--terms", "2"], environment: environment),
            CommandRun(["cats", "--provider", "klipy", "--limit", "99"], environment: environment),
        ]
        #expect(runs[0].standardError.contains("key=***"))
        for run in runs {
            #expect(!run.standardOutput.contains(FixtureServer.klipyKey))
            #expect(!run.standardError.contains(FixtureServer.klipyKey))
        }
        let files = FileManager.default.enumerator(atPath: home)?.compactMap { $0 as? String } ?? []
        #expect(!files.isEmpty)
        for file in files {
            #expect(!file.contains(FixtureServer.klipyKey))
            let contents = FileManager.default.contents(atPath: home + "/" + file) ?? Data()
            #expect(!String(decoding: contents, as: UTF8.self).contains(FixtureServer.klipyKey), "\(file)")
        }
    }
}
