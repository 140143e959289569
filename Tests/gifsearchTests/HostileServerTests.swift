import FixtureSupport
import Foundation
import HTTP
import Testing

/// A server that lies, echoes, trickles and repeats itself, against the whole command line.
@Suite(.ownThreads) struct HostileServerTests {
    private let home: FixtureHome
    private var server: FixtureServer { home.server }

    init() throws {
        home = try FixtureHome(klipy: true)
    }

    private func run(_ arguments: [String]) -> CommandRun {
        home.run(arguments)
    }

    /// Found by attack: a 400 whose message repeats the request URL printed the key ("Giphy
    /// refused the request: Bad request …api_key=…"); KLIPY's `key=` the same.
    @Test(arguments: [("giphy", "/v1/gifs/search"), ("klipy", "/v2/search")])
    func aServerThatEchoesTheRequestNeverShowsTheKey(provider: String, path: String) throws {
        try server.inject(#"{"path": "\#(path)", "kind": "echo", "status": 400}"#, using: testSession())
        let result = run(["cats", "--provider", provider, "--no-cache", "--verbose"])
        #expect(result.status == 4)
        let said = result.standardError + result.standardOutput
        #expect(said.contains("refused the request: Bad request"), "\(said)")
        #expect(said.contains("=***"), "\(said)")
        #expect(!said.contains(FixtureServer.apiKey) && !said.contains(FixtureServer.klipyKey), "\(said)")
    }

    /// Found by attack: a body over the media limit made `info <URL>` exit 5 and `download`
    /// exit 4. One failure, one code: bad data, with one line saying what was refused.
    @Test func aBodyOverTheMediaLimitIsTheSameFailureForEveryCommand() throws {
        let url = try #require(
            run(["cats", "--format", "url", "--limit", "1"]).standardOutput.split(separator: "\n").first)
        try server.inject(#"{"path": "/media/", "kind": "lie", "size": 70000000, "times": 10}"#, using: testSession())
        let info = run(["info", String(url)])
        let download = run(["download", String(url), "-o", home.path + "/out"])
        for result in [info, download] {
            #expect(result.status == 5)
            #expect(
                result.standardError.hasSuffix(": response larger than 67108864 bytes\n"), "\(result.standardError)")
            #expect(result.standardError.split(separator: "\n").count == 1)
        }
    }

    /// Found with a recorded real Giphy body: a server whose paging does not advance (it answers
    /// offset 0 whatever is asked, 25 copies of a few ids) made a search print the same GIFs
    /// again and again. Each id is printed once, and the paging stops at the first page whose
    /// offset is not the one asked.
    @Test(arguments: ["search", "trending"])
    func aServerWhosePagingDoesNotAdvancePrintsEachGIFOnce(command: String) throws {
        try server.inject(#"{"path": "/v1/", "kind": "stuck", "times": 100}"#, using: testSession())
        let arguments = command == "search" ? ["cats"] : ["trending"]
        let result = run(arguments + ["--limit", "200", "--format", "ids", "--no-cache"])
        #expect(result.status == 0, "\(result.standardError)")
        let ids = result.standardOutput.split(separator: "\n")
        #expect(!ids.isEmpty && Set(ids).count == ids.count, "\(ids)")
        let offsets = try server.loggedValues(of: "offset", using: testSession())
        #expect(offsets == ["0", "50"] || offsets == ["50"], "\(offsets)")
    }

    /// Found by attack: `Retry-After: 100000` held a search for 90 s. A wait longer than the
    /// time left is not made: one request, and the server's own reason.
    @Test func aRetryAfterPastTheDeadlineEndsTheSearchAtOnce() throws {
        try server.inject(
            #"{"path": "/v1/gifs/search", "status": 429, "retry_after": 100000, "times": 10}"#, using: testSession())
        let result = run(["cats", "--provider", "giphy", "--no-cache"])
        #expect(result.status == 4)
        #expect(result.standardError == "gifsearch: rate limited by Giphy; retry after 100000 s\n")
        #expect(try server.loggedValues(of: "q", using: testSession()) == ["cats"])
    }

    /// Found by attack: a Content-Length lie held a search for 110 s. The command's deadline
    /// ends it, across retries, and the error says what was slow.
    @Test func theCommandsDeadlineEndsAServerThatNeverFinishes() throws {
        try server.inject(
            #"{"path": "/v1/gifs/search", "kind": "lie", "size": 1000000, "ms": 60000, "times": 10}"#,
            using: testSession())
        let result = run(["cats", "--provider", "giphy", "--no-cache", "--deadline", "2"])
        #expect(result.status == 4)
        #expect(result.standardError == "gifsearch: timed out: the response took longer than 2 s\n")
        #expect(try server.loggedValues(of: "q", using: testSession()) == ["cats"])
    }
}
