import FixtureSupport
import Foundation
import HTTP
import RxCore
import RxTest
import Testing

@Suite(.ownThreads) struct InfoURLTests {
    /// The URL of a GIF the fixture server serves, with an API key in it that must not show.
    private func mediaURL(_ server: FixtureServer) throws -> String {
        let search = try testSession().rx.json(
            request: HTTPRequest(url: server.api("/v1/gifs/search", "q=party&limit=1"))
        )
        .toBlocking(timeout: 10).single()
        guard case .array(let items)? = search["data"], case .string(let id)? = items.first?["id"] else {
            throw FixtureError.unexpectedStats
        }
        return "\(server.baseURL)/media/\(id)/original.gif?api_key=SECRET"
    }

    @Test func describesAGIFDownloadedFromAURL() throws {
        let server = try FixtureServer()
        let url = try mediaURL(server)
        let run = CommandRun(["info", "--json", url])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("\"frameCount\" : 12"))
        #expect(!run.standardOutput.contains("SECRET"))
    }

    @Test func aMissingURLExitsWithOneAndServerFailuresWithFour() throws {
        let server = try FixtureServer()
        let missing = CommandRun(["info", "\(server.baseURL)/media/nope/original.gif?api_key=SECRET"])
        #expect(missing.status == 1)
        #expect(missing.standardError.hasPrefix("gifsearch: \(server.baseURL)/media/nope/original.gif: HTTP 404"))
        #expect(!missing.standardError.contains("SECRET"))
        try server.inject(#"{"path": "/media/", "status": 500, "times": 10}"#, using: testSession())
        let failing = CommandRun(["info", "--retries", "1", try mediaURL(server)])
        #expect(failing.status == 4)
        #expect(failing.standardError.filter { $0 == "\n" }.count == 1)
    }

    @Test func anUnreachableServerExitsWithFour() throws {
        let run = CommandRun(["info", "--retries", "0", "--timeout", "5", "http://127.0.0.1:1/cat.gif"])
        #expect(run.status == 4)
        #expect(
            run.standardError
                == "gifsearch: http://127.0.0.1:1/cat.gif: cannot connect to 127.0.0.1:1: connection refused\n")
    }

    @Test func networkOptionsAreValidated() throws {
        #expect(CommandRun(["info", "--timeout", "0", "x.gif"]).status == 2)
        #expect(CommandRun(["info", "--retries", "99", "x.gif"]).status == 2)
    }
}
