import FixtureSupport
import Foundation
import HTTP
import Testing

/// GIPHY's Action Register, over real HTTP against the fixture: a GIF drawn for a person is a
/// view, opening it a click, taking it a send; each call carries the installation's random id
/// (asked for once, kept in the state folder) and the time. Scripted output never calls, an
/// opt-out stops everything, and a hanging endpoint holds no command up.
@Suite(.ownThreads) struct ActionRegisterTests {
    private let home: FixtureHome
    private var server: FixtureServer { home.server }

    init() throws {
        home = try FixtureHome()
    }

    /// The Action Register calls the server saw: each action type and its query.
    private func pingbacks() throws -> [(type: String, query: [String: String])] {
        try server.pingbacks(using: testSession()).map { ($0.query["action_type"] ?? "", $0.query) }
    }

    private func randomIDRequests() throws -> Int {
        try server.requests(using: testSession()).filter { $0.path == "/v1/randomid" }.count
    }

    private var keptRandomID: String? {
        (try? String(contentsOfFile: home.path + "/state/gifsearch/giphy-random-id", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `preview` on a pseudo-terminal of its own.
    private func previewOnATerminal(_ arguments: [String]) throws -> FakeTerminal {
        try FakeTerminal(["preview"] + arguments, answer: "\u{1B}[?62;22c", environment: home.environment)
    }

    @Test func previewOfAnIDOnATerminalIsAClickAndAViewWithTheKeptRandomID() throws {
        let id = try #require(home.catIDs(1).first)
        let before = Date().timeIntervalSince1970 * 1000
        let first = try previewOnATerminal([id, "--no-animate"])
        #expect(first.status == 0, "\(first.standardError)")
        let calls = try pingbacks()
        #expect(calls.map(\.type).sorted() == ["CLICK", "SEEN"])
        let randomID = try #require(keptRandomID, "the random id is kept in $XDG_STATE_HOME/gifsearch")
        for call in calls {
            #expect(call.query["random_id"] == randomID)
            #expect(call.query["analytics_response_payload"] == "e=\(id)", "the URL as served, query and all")
            let ts = try #require(call.query["ts"].flatMap(Double.init), "ts in milliseconds")
            #expect(ts >= before - 1000 && ts <= Date().timeIntervalSince1970 * 1000)
        }
        #expect(try randomIDRequests() == 1)
        let again = try previewOnATerminal([id, "--no-animate"])
        #expect(again.status == 0)
        #expect(try randomIDRequests() == 1, "the random id is asked for once, then kept")
        #expect(try pingbacks().count == 4 && pingbacks().allSatisfy { $0.query["random_id"] == randomID })
    }

    @Test func thumbnailsOnATerminalAreViews() throws {
        let ids = home.catIDs(3)
        let run = try FakeTerminal(
            ["cats", "--limit", "3", "--preview", "--format", "table"], answer: "\u{1B}[?62;22c",
            environment: home.environment)
        #expect(run.status == 0, "\(run.standardError)")
        let seen = try pingbacks().filter { $0.type == "SEEN" }.compactMap { $0.query["analytics_response_payload"] }
        #expect(seen.sorted() == ids.map { "e=\($0)" }.sorted())
    }

    @Test func scriptedOutputAndPreviewsNoOneSeesNeverCall() throws {
        let id = try #require(home.catIDs(1).first)
        for format in ["url", "ids", "json", "jsonl", "tsv", "md", "table"] {
            #expect(home.run(["cats", "--limit", "3", "--format", format]).status == 0)
        }
        #expect(home.run(["cats", "--limit", "3", "--format", "table", "--preview"]).status == 0)
        #expect(home.run(["show", id]).status == 0)
        #expect(home.run(["preview", id, "--no-animate"]).status == 0, "stdout is no terminal here")
        #expect(try pingbacks().isEmpty)
        #expect(try randomIDRequests() == 0)
    }

    @Test func downloadingIsASendUnlessThePersonOptedOut() throws {
        let id = try #require(home.catIDs(1).first)
        let optOuts: [(environment: [String: String], config: String?)] = [
            (["DO_NOT_TRACK": "1"], nil), (["GIFSEARCH_NO_ANALYTICS": "1"], nil), ([:], "analytics = off"),
        ]
        for (index, optOut) in optOuts.enumerated() {
            try home.configure(optOut.config ?? "")
            let run = CommandRun(
                ["download", id, "-o", home.path + "/gifs\(index)"],
                environment: home.environment.merging(optOut.environment) { $1 })
            #expect(run.status == 0, "\(run.standardError)")
        }
        #expect(try pingbacks().isEmpty && randomIDRequests() == 0)
        try home.configure("")
        #expect(home.run(["download", id, "-o", home.path + "/gifs"]).status == 0)
        let calls = try pingbacks()
        #expect(calls.map(\.type) == ["SENT"])
        #expect(calls.first?.query["analytics_response_payload"] == "e=\(id)")
        #expect(calls.first?.query["random_id"] == keptRandomID)
    }

    @Test func verboseShowsEachCallWithoutTheKey() throws {
        let id = try #require(home.catIDs(1).first)
        let run = home.run(["download", id, "-o", home.path + "/gifs", "--verbose"])
        #expect(run.status == 0)
        let lines = run.standardError.split(separator: "\n").filter { $0.contains("action:") }
        #expect(lines.count == 1)
        #expect(lines.first?.contains("action: send of \(id): GET \(server.baseURL)/pingback_simple?") == true)
        #expect(lines.first?.contains("&random_id=") == true && lines.first?.contains("&ts=") == true)
        #expect(run.standardError.contains("/v1/randomid?api_key=***"))
        #expect(!run.standardError.contains(FixtureServer.apiKey))
    }

    @Test(arguments: ["/pingback_simple", "/v1/randomid"])
    func aHangingEndpointHoldsNoCommandUp(path: String) throws {
        let id = try #require(home.catIDs(1).first)
        try server.inject(#"{"path": "\#(path)", "kind": "hang", "ms": 30000}"#, using: testSession())
        let run = home.run(["download", id, "-o", home.path + "/gifs", "--verbose"])
        #expect(run.status == 0, "\(run.standardError)")
        // Abandoned, not failed: the command ended while the call still waited, before its own
        // 5 s limit (which would have failed it) and the 30 s hang.
        #expect(run.standardError.contains("1 action call abandoned at exit"))
        #expect(!run.standardError.contains("not registered"), "\(run.standardError)")
    }

    @Test func aKLIPYDownloadIsAShareEventWithTheCustomerID() throws {
        let klipy = try FixtureHome(klipy: true)
        let id = try #require(
            klipy.run(["cats", "--provider", "klipy", "--format", "ids", "--limit", "1"]).standardOutput.split(
                separator: "\n"
            ).first)
        let run = klipy.run(["download", String(id), "--provider", "klipy", "-o", klipy.path + "/gifs", "--verbose"])
        #expect(run.status == 0, "\(run.standardError)")
        let shares = try klipy.server.requests(using: testSession()).filter { $0.path.contains("/share/") }
        let slug = String(id.dropFirst("klipy:".count))
        #expect(shares.map(\.path) == ["/api/v1/\(FixtureServer.klipyKey)/gifs/share/\(slug)"])
        #expect(shares.first?.method == "POST")
        let body = try #require(
            JSONSerialization.jsonObject(with: Data((shares.first?.body ?? "").utf8)) as? [String: String])
        let customerID = try String(
            contentsOfFile: klipy.path + "/state/gifsearch/klipy-customer-id", encoding: .utf8
        ).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(body == ["customer_id": customerID])
        #expect(
            run.standardError.contains("action: send of \(id): POST \(klipy.server.baseURL)/api/v1/***/gifs/share/"))
        #expect(!run.standardError.contains(FixtureServer.klipyKey))
        #expect(try klipy.server.pingbacks(using: testSession()).isEmpty)
    }
}
