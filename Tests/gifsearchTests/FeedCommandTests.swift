import FixtureSupport
import Foundation
import HTTP
import Testing

/// `gifsearch feed`, `tags` and `trending --terms` against the fixture server.
@Suite(.ownThreads) struct FeedCommandTests {
    private let server: FixtureServer
    private let folder = TemporaryFolder("feed")
    private var home: String { folder.path }

    init() throws {
        server = try FixtureServer()
    }

    private func run(_ arguments: [String]) throws -> CommandRun {
        CommandRun(
            arguments,
            environment: [
                "GIFSEARCH_API_URL": server.baseURL, "GIFSEARCH_KLIPY_URL": server.baseURL,
                "GIPHY_API_KEY": FixtureServer.apiKey, "KLIPY_API_KEY": FixtureServer.klipyKey,
                "XDG_CACHE_HOME": home, "XDG_CONFIG_HOME": home, "HOME": home,
            ])
    }

    @Test func theFeedIsEveryTermsResultsOnceEach() throws {
        let terms = try run(["trending", "--terms"]).lines
        #expect(Array(terms.prefix(3)) == ["cats", "dogs", "party"])
        let feed = try run(["feed", "--terms", "6", "--per-term", "4", "--format", "jsonl", "--no-cache"])
        #expect(feed.status == 0)
        let records = try feed.lines.map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let ids = records.compactMap { $0["id"] as? String }
        #expect(Set(ids).count == ids.count, "a GIF found by two terms comes once")
        var union: [String] = []
        for term in terms.prefix(6) {
            union += try run([term, "--limit", "4", "--format", "jsonl", "--no-cache"]).lines.compactMap {
                try (JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["id"] as? String
            }
        }
        #expect(Set(ids) == Set(union))
        #expect(union.count > Set(union).count, "the catalog's terms overlap, so the dedup is tested")
        #expect(Set(records.compactMap { $0["term"] as? String }) == Set(terms.prefix(6)))
        let piped = try run(["feed"])
        #expect(piped.lines.allSatisfy { $0.hasPrefix(server.baseURL + "/media/") })
    }

    @Test func aFailingTermIsReportedAndTheFeedGoesOn() throws {
        try server.inject(#"{"path": "/v1/gifs/search", "status": 400, "times": 1}"#, using: testSession())
        let one = try run(["feed", "--terms", "3", "--format", "ids"])
        #expect(one.status == 0)
        #expect(one.standardError.split(separator: "\n").count == 1)
        #expect(one.standardError.contains("Giphy refused the request"))
        #expect(!one.lines.isEmpty)
        try server.inject(#"{"path": "/v1/gifs/search", "status": 400, "times": 100}"#, using: testSession())
        let all = try run(["feed", "--terms", "3", "--no-cache"])
        #expect(all.status == 4)
        #expect(all.standardError.split(separator: "\n").count == 3)
    }

    @Test func neverMoreThanFourSearchesAtOnce() throws {
        try server.inject(
            #"{"path": "/v1/gifs/search", "kind": "hang", "ms": 300, "times": 100}"#, using: testSession())
        let feed = try run(["feed", "--terms", "6", "--format", "ids", "--no-cache"])
        #expect(feed.status == 0)
        let most = try server.mostAtOnce(using: testSession())
        #expect(most <= 4)
        #expect(most >= 3, "six slow searches overlap up to the limit")
    }

    @Test func tagsAndTheFeedOnKlipy() throws {
        let tags = try run(["tags", "cat"])
        #expect(tags.status == 0 && tags.lines.contains("cats"))
        let klipyTags = try run(["tags", "cat", "--provider", "klipy"])
        #expect(klipyTags.lines.contains("cats"))
        let none = try run(["tags", "zzz"])
        #expect(none.status == 1)
        let feed = try run(["feed", "--provider", "klipy", "--terms", "2", "--format", "ids"])
        #expect(feed.status == 0 && feed.lines.allSatisfy { $0.hasPrefix("klipy:") })
        let table = try run(["feed", "--terms", "2", "--format", "table"])
        // A heading per term, in the order the searches complete, then one attribution.
        let headings = table.lines.filter { ["cats", "dogs"].contains($0) }
        #expect(Set(headings) == ["cats", "dogs"] && table.lines[1].hasPrefix("TITLE"))
        #expect(table.standardOutput.hasSuffix("Powered by GIPHY\n"))
        let json = try run(["feed", "--terms", "2", "--format", "json"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [Any])
        #expect(!array.isEmpty)
    }
}

/// `trending --terms` and `tags` in `--format`, within `--limit` (and `--offset`): `json` one
/// array of strings, `jsonl` one JSON string a line, every other format one term a line.
@Suite(.ownThreads) struct TermFormatTests {
    private let server: FixtureServer
    private let folder = TemporaryFolder("terms")

    init() throws {
        server = try FixtureServer()
    }

    private func run(_ arguments: [String]) -> CommandRun {
        CommandRun(
            arguments,
            environment: [
                "GIFSEARCH_API_URL": server.baseURL, "GIPHY_API_KEY": FixtureServer.apiKey,
                "XDG_CACHE_HOME": folder.path, "XDG_CONFIG_HOME": folder.path, "HOME": folder.path,
            ])
    }

    @Test func trendingTermsHonourFormatLimitAndOffset() throws {
        let all = run(["trending", "--terms"]).lines
        #expect(all.count > 3)
        let json = run(["trending", "--terms", "--format", "json", "--limit", "3"])
        #expect(json.status == 0)
        let array = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String]
        #expect(array == Array(all.prefix(3)), "\(json.standardOutput)")
        let jsonl = run(["trending", "--terms", "--format", "jsonl", "--limit", "2", "--offset", "1"])
        #expect(jsonl.lines == all[1...2].map { "\"\($0)\"" })
        for format in ["tsv", "url", "ids", "md", "table"] {
            #expect(run(["trending", "--terms", "--format", format, "--limit", "2"]).lines == Array(all.prefix(2)))
        }
        let past = run(["trending", "--terms", "--offset", String(all.count)])
        #expect(past.status == 1 && past.standardError == "gifsearch: no search is trending\n")
    }

    @Test func tagsHonourFormatAndLimit() throws {
        let all = run(["tags", "c"]).lines
        #expect(all.count > 1)
        let json = run(["tags", "c", "--format", "json", "--limit", "1"])
        let array = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String]
        #expect(array == [all[0]], "\(json.standardOutput)")
        #expect(run(["tags", "c", "--format", "jsonl"]).lines == all.map { "\"\($0)\"" })
        let zero = run(["tags", "c", "--limit", "0"])
        #expect(zero.status == 2)
        #expect(zero.standardError == "gifsearch: --limit must be at least 1 (got 0) (see 'gifsearch --help')\n")
    }
}

/// The feed's order: each term's results as its search completes, not in the terms' order.
@Suite(.ownThreads) struct FeedOrderTests {
    @Test func aSlowTermComesLastAndTheOthersDoNotWaitForIt() throws {
        let server = try FixtureServer()
        try server.inject(
            #"{"path": "/v1/gifs/search", "query": "q=cats", "kind": "hang", "ms": 1500}"#, using: testSession())
        let home = TemporaryFolder("order")
        let run = CommandRun(
            ["feed", "--terms", "3", "--format", "jsonl"],
            environment: [
                "GIFSEARCH_API_URL": server.baseURL, "GIPHY_API_KEY": FixtureServer.apiKey, "XDG_CACHE_HOME": home.path,
                "XDG_CONFIG_HOME": home.path,
            ])
        #expect(run.status == 0)
        let terms = run.standardOutput.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["term"] as? String
        }
        // cats is the first trending term, yet its search answers last.
        #expect(terms.first != "cats" && terms.last == "cats")
        #expect(Set(terms) == ["cats", "dogs", "party"])
    }
}

/// `--limit` counts results, and output stops quietly when its reader goes away.
@Suite(.ownThreads) struct LimitAndStreamingTests {
    private let server: FixtureServer
    private let folder = TemporaryFolder("limit")
    private var home: String { folder.path }

    init() throws {
        server = try FixtureServer()
    }

    private var environment: [String: String] {
        [
            "GIFSEARCH_API_URL": server.baseURL, "GIPHY_API_KEY": FixtureServer.apiKey, "XDG_CACHE_HOME": home,
            "XDG_CONFIG_HOME": home, "HOME": home,
        ]
    }

    @Test func limitsAreResultsWithinTheCaps() throws {
        for (arguments, status) in [
            (["gif", "--limit", "5000", "--format", "ids"], 0), (["gif", "--limit", "5001"], 2),
            (["gif", "--offset", "4990", "--limit", "20"], 2), (["trending", "--limit", "500", "--format", "ids"], 0),
            (["trending", "--limit", "501"], 2), (["trending", "--offset", "450", "--limit", "60"], 2),
        ] {
            let run = CommandRun(arguments, environment: environment)
            #expect(run.status == Int32(status), "\(arguments)")
        }
        let run = CommandRun(["gif", "--limit", "60", "--format", "ids", "--no-cache"], environment: environment)
        #expect(run.status == 0 && run.standardOutput.split(separator: "\n").count >= 20)
        let limits = try server.loggedValues(of: "limit", using: testSession())
        #expect(limits.allSatisfy { (Int($0) ?? 0) <= 50 } && limits.contains("50"))
    }

    /// Every term but the first answers late, when `head` has gone: the next write meets a
    /// closed pipe, and gifsearch stops there, exit 0, without a word (killed by SIGPIPE, the
    /// pipeline would say 141).
    @Test func aReaderThatGoesAwayEndsTheOutputQuietly() throws {
        let hangs = ["dogs", "party", "birthday", "reactions"].map { term in
            #"{"path": "/v1/gifs/search", "query": "q=\#(term)", "kind": "hang", "ms": 700}"#
        }
        try server.inject(hangs.joined(separator: ", "), using: testSession())
        let binary = CommandRun.binary.path
        for command in ["\(binary) feed --format url --no-cache", "\(binary) cats --all --format url"] {
            let run = try CommandRun.external(
                "/bin/bash", ["-c", "set -o pipefail; \(command) | head -1 >/dev/null"], environment: environment)
            #expect(run.status == 0, "\(command): exit \(run.status)")
            #expect(run.standardError.isEmpty, "\(command): \(run.standardError)")
        }
    }
}
