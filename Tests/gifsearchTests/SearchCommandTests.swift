import FixtureSupport
import Foundation
import GifSearchKit
import HTTP
import RxCore
import RxTest
import Testing

/// Runs gifsearch in-process (`CommandRun`) against a fixture server, with its own cache directory.
private struct Giphy {
    let server: FixtureServer
    private let folder = TemporaryFolder("gifsearch-cache")
    var cache: String { folder.path }

    /// With `approvedForMediaCaching`, the config keeps Giphy's responses on disk
    /// (`giphy_media_cache = approved`); by default they are kept in memory only.
    init(approvedForMediaCaching: Bool = false) throws {
        server = try FixtureServer()
        guard approvedForMediaCaching else { return }
        try FileManager.default.createDirectory(atPath: cache + "/config/gifsearch", withIntermediateDirectories: true)
        try "giphy_media_cache = approved\n".write(
            toFile: cache + "/config/gifsearch/config", atomically: true, encoding: .utf8)
    }

    func run(_ arguments: [String], key: String? = FixtureServer.apiKey) throws -> CommandRun {
        var environment = [
            "GIFSEARCH_API_URL": server.baseURL, "XDG_CACHE_HOME": cache, "HOME": cache,
            "XDG_CONFIG_HOME": cache + "/config",
        ]
        if let key { environment["GIPHY_API_KEY"] = key }
        return CommandRun(arguments, environment: environment)
    }

    /// Every file in the cache directory, with its contents.
    func cacheContents() throws -> [(name: String, contents: String)] {
        guard let enumerator = FileManager.default.enumerator(atPath: cache) else { return [] }
        return try enumerator.compactMap { $0 as? String }.map { name in
            let path = cache + "/" + name
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            return (name, isDirectory.boolValue ? "" : try String(contentsOfFile: path, encoding: .isoLatin1))
        }
    }
}

@Suite(.ownThreads) struct SearchCommandTests {
    @Test func pipedOutputIsOneURLPerLine() throws {
        let giphy = try Giphy()
        let run = try giphy.run(["cats"])
        #expect(run.status == 0)
        let lines = run.standardOutput.split(separator: "\n")
        #expect(!lines.isEmpty)
        #expect(
            lines.allSatisfy {
                $0.hasPrefix(giphy.server.baseURL + "/media/") && $0.contains("/original.gif?cid=")
                    && $0.hasSuffix("&rid=original.gif&ct=g")
            })
        #expect(run.standardError.isEmpty)
    }

    @Test func everyFormat() throws {
        let giphy = try Giphy()
        let ids = try giphy.run(["cats", "--format", "ids", "--limit", "2"]).standardOutput.split(separator: "\n")
        #expect(ids.count == 2)
        let md = try giphy.run(["cats", "--format", "md", "--limit", "1"]).standardOutput
        #expect(md.hasPrefix("![") && md.contains("](\(giphy.server.baseURL)/media/"))
        let tsv = try giphy.run(["cats", "--format", "tsv", "--limit", "1"]).standardOutput
        #expect(tsv.split(separator: "\t", omittingEmptySubsequences: false).count == 7)
        let jsonl = try giphy.run(["cats", "--format", "jsonl", "--limit", "2"]).standardOutput.split(separator: "\n")
        #expect(jsonl.count == 2)
        let json = try giphy.run(["cats", "--format", "json", "--rendition", "fixed_height"]).standardOutput
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(
            Set(objects[0].keys) == [
                "id", "title", "alt", "url", "page", "width", "height", "frames", "size", "rating", "username",
                "isSticker",
                "provider",
            ])
        #expect(objects[0]["provider"] as? String == "giphy")
        #expect((objects[0]["url"] as? String)?.contains("/fixed_height.gif?cid=") == true)
        #expect(objects[0]["width"] as? Int == 80)
        let table = try giphy.run(["cats", "--format", "table"]).standardOutput
        #expect(table.hasPrefix("TITLE"))
        #expect(table.hasSuffix("Powered by GIPHY\n"))
    }

    @Test func everyCommand() throws {
        let giphy = try Giphy()
        #expect(try giphy.run(["search", "dogs", "--format", "ids"]).status == 0)
        #expect(
            try giphy.run(["trending", "--limit", "3", "--format", "ids"]).standardOutput.split(separator: "\n").count
                == 3)
        #expect(try giphy.run(["trending", "--stickers", "--format", "ids", "--limit", "2"]).status == 0)
        #expect(try giphy.run(["random", "dog", "--format", "ids"]).standardOutput.split(separator: "\n").count == 1)
        #expect(try giphy.run(["translate", "dance", "party", "--weirdness", "5", "--format", "ids"]).status == 0)
        let ids = try giphy.run(["cats", "--format", "ids", "--limit", "2"]).standardOutput.split(separator: "\n").map(
            String.init)
        let shown = try giphy.run(["show"] + ids + ["--format", "ids"])
        #expect(shown.standardOutput.split(separator: "\n").map(String.init) == ids)
        let all = try giphy.run(["cat", "--all", "--format", "ids"]).standardOutput.split(separator: "\n")
        #expect(all.count == Set(all).count && all.count >= 4)
    }

    @Test func exitCodes() throws {
        let giphy = try Giphy()
        let none = try giphy.run(["zzzz-nothing"])
        #expect(none.status == 1 && none.standardOutput.isEmpty)
        #expect(try giphy.run(["cats", "--limit", "0"]).status == 2)
        #expect(try giphy.run(["cats", "--offset", "5000"]).status == 2)
        #expect(try giphy.run([String(repeating: "x", count: 51)]).status == 2)
        let missing = try giphy.run(["cats"], key: nil)
        #expect(missing.status == 3)
        #expect(missing.standardError.contains("GIPHY_API_KEY"))
        #expect(try giphy.run(["cats"], key: "wrong").status == 3)
        try giphy.server.inject(#"{"path": "/v1/gifs/search", "status": 503, "times": 100}"#, using: testSession())
        let failing = try giphy.run(["cats", "--retries", "1", "--no-cache"])
        #expect(failing.status == 4)
        #expect(failing.standardError.filter { $0 == "\n" }.count == 1)
        try giphy.server.inject(
            #"{"path": "/v1/gifs/search", "kind": "malformed", "times": 100}"#, using: testSession())
        #expect(try giphy.run(["cats", "--no-cache"]).status == 5)
        #expect(try giphy.run(["show", "nope123"]).status == 1)
    }

    @Test func retriesAreCountedByTheServer() throws {
        let giphy = try Giphy()
        try giphy.server.inject(#"{"path": "/v1/gifs/trending", "status": 503, "times": 2}"#, using: testSession())
        let run = try giphy.run(["trending", "--retries", "3", "--format", "ids"])
        #expect(run.status == 0)
        let log = try testSession().rx.json(request: HTTPRequest(url: giphy.server.baseURL + "/__log")).toBlocking(
            timeout: 10
        ).single()
        let entries = try #require(log.arrayValue, "the server's log is a JSON array")
        #expect(entries.filter { $0["path"] == .string("/v1/gifs/trending") }.count == 3)
    }

    @Test func theCacheRevalidatesServesOfflineAndStandsInForAFailingServer() throws {
        let giphy = try Giphy(approvedForMediaCaching: true)
        let first = try giphy.run(["cats", "--format", "ids"])
        let second = try giphy.run(["cats", "--format", "ids"])
        #expect(second.standardOutput == first.standardOutput)
        let log = try testSession().rx.json(request: HTTPRequest(url: giphy.server.baseURL + "/__log")).toBlocking(
            timeout: 10
        ).single()
        let entries = try #require(log.arrayValue, "the server's log is a JSON array")
        #expect(entries.last?["headers"]?["if-none-match"] != nil)
        let offline = try giphy.run(["cats", "--format", "ids", "--offline"])
        #expect(offline.standardOutput == first.standardOutput)
        #expect(offline.standardError.contains("warning: offline"))
        try giphy.server.inject(#"{"path": "/v1/gifs/search", "status": 500, "times": 100}"#, using: testSession())
        let stale = try giphy.run(["cats", "--format", "ids", "--retries", "0"])
        #expect(stale.status == 0)
        #expect(stale.standardOutput == first.standardOutput)
        #expect(stale.standardError.contains("warning: the network failed; showing results cached"))
        #expect(try giphy.run(["dogs", "--offline"]).status == 4)
        giphy.server.stop()
        let serverGone = try giphy.run(["cats", "--format", "ids", "--retries", "0"])
        #expect(serverGone.status == 0)
        #expect(serverGone.standardOutput == first.standardOutput)
        #expect(serverGone.standardError.contains("warning: the network failed"))
    }

    @Test func theAPIKeyNeverAppears() throws {
        let giphy = try Giphy(approvedForMediaCaching: true)
        let outputs = try [
            giphy.run(["cats", "--format", "json", "--verbose"]),
            giphy.run(["cats", "--format", "table", "--verbose"]),
            giphy.run(["cats", "--limit", "99", "--verbose"]), giphy.run(["show", "nope123", "--verbose"]),
        ]
        for run in outputs {
            #expect(!run.standardOutput.contains(FixtureServer.apiKey))
            #expect(!run.standardError.contains(FixtureServer.apiKey))
        }
        #expect(outputs[0].standardError.contains("api_key=***"))
        let contents = try giphy.cacheContents()
        #expect(!contents.isEmpty)
        #expect(
            contents.allSatisfy {
                !$0.name.contains(FixtureServer.apiKey) && !$0.contents.contains(FixtureServer.apiKey)
            })
    }

    /// Alt text where the provider gives one: a key of JSON, the last TSV column, and `md`'s
    /// text, which falls back to the title.
    @Test(arguments: ["giphy", "klipy"])
    func altTextReachesEveryFormatAndMarkdownFallsBackToTheTitle(provider: String) throws {
        let home = try FixtureHome(klipy: true)
        let arguments = ["cats", "--provider", provider, "--limit", "6"]
        let lines = home.run(arguments + ["--format", "jsonl"]).lines
        let objects = try lines.map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let alts = objects.map { $0["alt"] as? String }
        #expect(objects.allSatisfy { $0.keys.contains("alt") })
        #expect(alts.contains(nil) && alts.contains { $0?.hasPrefix("Animated cats: ") == true }, "\(alts)")
        let tsv = home.run(arguments + ["--format", "tsv"]).lines.map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
        #expect(tsv.map { $0.count == 7 ? $0[6] : "?" } == alts.map { $0 ?? "" })
        // md leaves out a result without a URL, as `url` does.
        let linked = objects.filter { $0["url"] is String }
        let md = home.run(arguments + ["--format", "md"]).lines
        #expect(md.count == linked.count && !md.isEmpty, "\(md)")
        for (line, object) in zip(md, linked) {
            let text = object["alt"] as? String ?? object["title"] as? String ?? "?"
            #expect(line == "![\(text)](\(object["url"] as? String ?? ""))", "\(line)")
        }
    }

    @Test func hostileTitlesAreMadeSafe() throws {
        let giphy = try Giphy()
        for format in ["table", "tsv", "md"] {
            let run = try giphy.run(["alert", "--format", format])
            #expect(run.status == 0)
            #expect(run.standardOutput.contains("Red Alert"))
            #expect(!run.standardOutput.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
        }
        let json = try giphy.run(["alert", "--format", "json"]).standardOutput
        #expect(json.contains("\\u001b[31mRed Alert"))
    }

    /// The fixture's "hostile" results: an id that clears the screen, a URL that opens a
    /// hyperlink, user names that set the window title, and a title full of Markdown.
    @Test func hostileIdsURLsAndNamesAreMadeSafeInEveryFormat() throws {
        let giphy = try Giphy()
        func isControl(_ scalar: Unicode.Scalar) -> Bool {
            (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
        }
        for format in ["table", "tsv", "md", "url", "ids"] {
            let run = try giphy.run(["hostile", "--format", format])
            #expect(run.status == 0, "\(format)")
            #expect(!run.standardOutput.unicodeScalars.contains(where: isControl), "\(format)")
        }
        let table = try giphy.run(["hostile", "--format", "table"]).standardOutput
        #expect(table.contains("evil00") && table.contains("Hostile URL") && table.contains("Hostile [Neighbour]"))
        let tsv = try giphy.run(["hostile", "--format", "tsv"]).standardOutput.split(separator: "\n")
        #expect(
            tsv.count == 3 && tsv.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 7 })
        // url and ids leave out what they cannot print faithfully, and say so.
        let urls = try giphy.run(["hostile", "--format", "url"])
        #expect(urls.standardOutput.split(separator: "\n").count == 1)
        #expect(
            urls.standardError
                == "gifsearch: warning: left out 2 results whose URL holds control or invisible characters\n")
        let ids = try giphy.run(["hostile", "--format", "ids"])
        #expect(ids.standardOutput.split(separator: "\n").count == 2 && !ids.standardOutput.contains("evil"))
        #expect(
            ids.standardError
                == "gifsearch: warning: left out 1 result whose id holds control or invisible characters\n")
        let md = try giphy.run(["hostile", "--format", "md"]).standardOutput
        #expect(md.hasPrefix(#"![Animated hostile: Hostile \[Neighbour\]\(http://evil.example\) \*bold\*]("#))
        #expect(md.split(separator: "\n").count == 1)
        // JSON keeps the data as sent; JSON escaping makes it inert.
        let json = try giphy.run(["hostile", "--format", "json"]).standardOutput
        #expect(json.contains(#"evil\u001b[2J00"#) && json.contains(#"mal\u001b]0;pwned\u0007lory"#))
    }

    /// Found by attack: bidi controls and zero-width characters passed the sanitiser, so a URL
    /// ending `…?v=\u{202E}lmth.gif` displayed reversed. The fixture's "spoof" results carry them
    /// in an id, a media URL, a user name and a title.
    @Test func invisibleCharactersAreRemovedOrTheirValuesLeftOutInEveryFormat() throws {
        let giphy = try Giphy()
        func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
            [0x061C, 0x200E, 0x200F, 0x2060, 0xFEFF].contains(scalar.value)
                || (0x200B...0x200D).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
                || (0x2066...0x2069).contains(scalar.value)
        }
        for format in ["table", "tsv", "md", "url", "ids"] {
            let run = try giphy.run(["spoof", "--format", format])
            #expect(run.status == 0, "\(format)")
            #expect(!run.standardOutput.unicodeScalars.contains(where: isInvisible), "\(format)")
        }
        let table = try giphy.run(["spoof", "--format", "table"]).standardOutput
        #expect(table.contains("Spoof URL Rev ZW GIF") && table.contains("fxspoof"))
        let urls = try giphy.run(["spoof", "--format", "url"])
        // Both URLs hold one: the id's zero-width space is in its media URL too.
        #expect(urls.standardOutput.isEmpty)
        #expect(
            urls.standardError
                == "gifsearch: warning: left out 2 results whose URL holds control or invisible characters\n")
        let ids = try giphy.run(["spoof", "--format", "ids"])
        #expect(ids.standardOutput.split(separator: "\n").count == 1 && !ids.standardOutput.contains("spoof"))
        #expect(
            ids.standardError
                == "gifsearch: warning: left out 1 result whose id holds control or invisible characters\n")
        let json = try giphy.run(["spoof", "--format", "json"]).standardOutput
        #expect(json.unicodeScalars.contains { $0.value == 0x202E })
    }

    @Test func thumbnailsAccompanyTheTableAndNeverFailTheSearch() throws {
        let giphy = try Giphy()
        let ids = try giphy.run(["cats", "--format", "ids"]).standardOutput.split(separator: "\n")
        let run = try giphy.run(["cats", "--format", "table", "--preview"])
        #expect(run.status == 0)
        #expect(ids.allSatisfy { run.standardOutput.contains($0) })
        #expect(
            run.standardOutput.contains("▀") || run.standardOutput.contains("▄") || run.standardOutput.contains("█"))
        #expect(run.standardOutput.hasSuffix("Powered by GIPHY\n"))
        try giphy.server.inject(#"{"path": "/media/", "status": 500, "times": 1000}"#, using: testSession())
        let broken = try giphy.run(["cats", "--format", "table", "--preview", "--retries", "0"])
        #expect(broken.status == 0)
        #expect(ids.allSatisfy { broken.standardOutput.contains($0) })
    }

    @Test func infoResolvesIDsThroughTheAPI() throws {
        let giphy = try Giphy()
        let id = try giphy.run(["party", "--format", "ids", "--limit", "1"]).standardOutput.trimmingCharacters(
            in: .newlines)
        let run = try giphy.run(["info", id, "--rendition", "fixed_height", "--json"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("\"width\" : 80"))
    }
}

@Suite(.ownThreads) struct TerminalOutputTests {
    /// Runs `arguments` of the binary, one command line after another, on a pseudo-terminal
    /// (`script`) as a person would, against a fresh fixture server and cache.
    private func onTerminal(_ commands: [String], columns: Int) throws -> CommandRun {
        let server = try FixtureServer()
        let cache = TemporaryFolder("gifsearch-pty")
        let script = commands.map { "\(CommandRun.binary.path) \($0)" }.joined(separator: "; ")
        return try CommandRun.external(
            "/usr/bin/script", ["-qec", script, "/dev/null"],
            environment: [
                "GIFSEARCH_API_URL": server.baseURL, "GIPHY_API_KEY": FixtureServer.apiKey,
                "XDG_CACHE_HOME": cache.path, "COLUMNS": String(columns),
            ])
    }

    @Test func onAPseudoTerminalTheTableIsTheDefaultAndTitlesCannotInjectEscapes() throws {
        let run = try onTerminal(["alert"], columns: 100)
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("TITLE"))
        #expect(run.standardOutput.contains("Red Alert"))
        #expect(!run.standardOutput.contains("\u{1B}[31m"))
        #expect(!run.standardOutput.contains("\u{07}"))
        #expect(run.standardOutput.contains("\u{1B}[2mPowered by GIPHY\u{1B}[0m"))
    }

    @Test func hostileIdsAndURLsCannotInjectEscapes() throws {
        let run = try onTerminal(["hostile", "hostile --preview", "hostile --format tsv"], columns: 160)
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("evil00"))
        #expect(!run.standardOutput.contains("\u{1B}[2J"))
        #expect(!run.standardOutput.contains("\u{1B}]"))
        #expect(!run.standardOutput.contains("\u{07}"))
    }
}

/// The disk cache as the installed binary sees it (FoundationEssentials only, as the tests'
/// process, which links all of Foundation, does not): real sizes, and the cap from the config.
@Suite(.ownThreads) struct CacheCapTests {
    @Test func theCacheCountsItsBytesAndStaysUnderItsCap() throws {
        let server = try FixtureServer()
        let folder = TemporaryFolder("cap")
        let home = try folder.make("gifsearch")
        try "cache_max_mb = 1\ngiphy_media_cache = approved\n".write(
            toFile: home + "/gifsearch/config", atomically: true, encoding: .utf8)
        let environment = [
            "GIFSEARCH_API_URL": server.baseURL, "GIPHY_API_KEY": FixtureServer.apiKey, "XDG_CACHE_HOME": home,
            "XDG_CONFIG_HOME": home,
        ]
        // Each page of every GIF in every rendition is over 100 KiB: twenty are twice the cap.
        for offset in 0..<20 {
            let run = CommandRun(["gif", "--limit", "50", "--offset", "\(offset)"], environment: environment)
            #expect(run.status == 0)
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: home + "/gifsearch")
            .filter { $0.hasSuffix(".cache") }
        let onDisk = files.reduce(0) { total, name in
            total + (FileManager.default.contents(atPath: home + "/gifsearch/" + name)?.count ?? 0)
        }
        #expect(onDisk <= 1 << 20, "the cache holds \(onDisk) bytes with a 1 MiB cap")
        #expect(onDisk > 1 << 19, "\(onDisk) bytes: the cap evicted more than it needed")
        let info = CommandRun(["cache", "info"], environment: environment)
        #expect(info.standardOutput.contains(": \(files.count) responses, \(ByteSize.text(onDisk)) (at most 1 MiB)\n"))
        #expect(
            info.standardOutput.hasSuffix("On disk: Giphy's and KLIPY's responses (giphy_media_cache = approved)\n"))
        try "cache_max_mb = lots\n".write(toFile: home + "/gifsearch/config", atomically: true, encoding: .utf8)
        let bad = CommandRun(["cats"], environment: environment)
        #expect(bad.status == 2 && bad.standardError.contains("cache_max_mb"))
    }

    @Test func oneResponseIsOneResponseInKilobytes() throws {
        let server = try FixtureServer()
        let home = TemporaryFolder("one-response")
        try home.make("gifsearch")
        try "giphy_media_cache = approved\n".write(
            toFile: home.path + "/gifsearch/config", atomically: true, encoding: .utf8)
        let environment = [
            "GIFSEARCH_API_URL": server.baseURL, "GIPHY_API_KEY": FixtureServer.apiKey, "XDG_CACHE_HOME": home.path,
            "XDG_CONFIG_HOME": home.path,
        ]
        #expect(
            CommandRun(["cache", "info"], environment: environment).standardOutput.contains(": 0 responses, 0 bytes"))
        #expect(CommandRun(["cats", "--limit", "5"], environment: environment).status == 0)
        let info = CommandRun(["cache", "info"], environment: environment).standardOutput
        #expect(info.contains(/: 1 response, \d+(\.\d)? kB \(at most 64 MiB\)\n/), "\(info)")
    }
}
