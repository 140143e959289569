import FixtureSupport
import Foundation
import HTTP
import RxTest
import Testing

/// GIPHY forbids stripping or changing the media URLs its API returns, query included: every
/// format prints them as served, and every request for a GIF asks for them as served.
@Suite(.ownThreads) struct MediaURLVerbatimTests {
    private let home: FixtureHome
    private var server: FixtureServer { home.server }

    init() throws {
        home = try FixtureHome()
    }

    private func run(_ arguments: [String]) -> CommandRun {
        home.run(arguments)
    }

    /// The `rendition` URLs of the first `limit` results for "cats", as the server sends them.
    private func served(_ rendition: String, limit: Int = 4) throws -> [String] {
        let url = server.baseURL + "/v1/gifs/search?api_key=\(FixtureServer.apiKey)&q=cats&limit=\(limit)"
        let page = try testSession().rx.json(request: HTTPRequest(url: url)).toBlocking(timeout: 10).single()
        let gifs = try #require(page["data"]?.arrayValue)
        return try gifs.map { gif in
            guard case .string(let url)? = gif["images"]?[rendition]?["url"] else { throw POSIXError(.EINVAL) }
            return url
        }
    }

    @Test func everyFormatPrintsTheURLsAsServed() throws {
        let original = try served("original")
        #expect(original.allSatisfy { $0.contains("?cid=") && $0.contains("&rid=") }, "the fixture's URLs have a query")
        let lines = { (text: String) in text.split(separator: "\n").map(String.init) }
        #expect(lines(run(["cats", "--limit", "4", "--format", "url"]).standardOutput) == original)
        let fixedHeight = try served("fixed_height")
        #expect(
            lines(run(["cats", "--limit", "4", "--format", "url", "--rendition", "fixed_height"]).standardOutput)
                == fixedHeight)
        let markdown = lines(run(["cats", "--limit", "4", "--format", "md"]).standardOutput)
        #expect(markdown.map { String($0.split(separator: "](").last!.dropLast()) } == original)
        let tsv = lines(run(["cats", "--limit", "4", "--format", "tsv"]).standardOutput)
        #expect(tsv.map { String($0.split(separator: "\t", omittingEmptySubsequences: false)[2]) } == original)
        for format in ["json", "jsonl"] {
            let text = run(["cats", "--limit", "4", "--format", format]).standardOutput
            let objects: [[String: Any]] =
                format == "json"
                ? try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
                : try lines(text).map {
                    try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
                }
            #expect(objects.compactMap { $0["url"] as? String } == original, "\(format)")
        }
    }

    /// The media requests the server saw, each rebuilt as a URL with its query in order.
    private func mediaRequests() throws -> [String] {
        try server.requests(using: testSession()).filter { $0.path.hasPrefix("/media/") }.map { request in
            server.baseURL + request.path + "?" + request.query.map { "\($0)=\($1)" }.sorted().joined(separator: "&")
        }
    }

    /// `url` with its query's parameters in order, as `mediaRequests` gives them.
    private func sortedQuery(_ url: String) -> String {
        let parts = url.split(separator: "?", maxSplits: 1)
        return parts[0] + "?" + parts[1].split(separator: "&").sorted().joined(separator: "&")
    }

    @Test func thumbnailsAskForTheURLsAsServed() throws {
        let smallest = try served("fixed_height_small")
        #expect(run(["cats", "--limit", "4", "--format", "table", "--preview"]).status == 0)
        #expect(try mediaRequests().sorted() == smallest.map(sortedQuery).sorted())
    }

    @Test func downloadAndPreviewAskForTheURLsAsServed() throws {
        let original = try served("original", limit: 1)[0]
        let id = run(["cats", "--limit", "1", "--format", "ids"]).standardOutput.trimmingCharacters(in: .newlines)
        #expect(run(["download", id, "-o", home.path + "/gifs"]).status == 0)
        #expect(run(["preview", id, "--no-animate", "--mode", "ascii"]).status == 0)
        let asked = try mediaRequests()
        let expected = sortedQuery(original)
        #expect(asked.count == 2)
        #expect(asked.allSatisfy { $0 == expected }, "asked \(asked), served \(original)")
    }

    /// `--max-size`: the largest GIF rendition whose reported size fits; none fitting is one
    /// line naming the smallest there is, exit 1.
    @Test func maxSizeTakesTheLargestRenditionThatFits() throws {
        // The fixture's renditions: fixed_height 3,883 bytes, fixed_width 5,089, original 6,099.
        let lines = { (text: String) in text.split(separator: "\n").map(String.init) }
        let fitting = run(["cats", "--limit", "4", "--format", "url", "--max-size", "5KB"])
        #expect(fitting.status == 0)
        #expect(lines(fitting.standardOutput) == (try served("fixed_height")))
        let none = run(["cats", "--limit", "4", "--max-size", "100B"])
        #expect(none.status == 1 && none.standardOutput.isEmpty)
        #expect(none.standardError == "gifsearch: no rendition is within 100 bytes (the smallest is 625 bytes)\n")
        let id = run(["cats", "--limit", "1", "--format", "ids"]).standardOutput.trimmingCharacters(in: .newlines)
        #expect(run(["download", id, "-o", home.path + "/small", "--max-size", "5.5KB"]).status == 0)
        let saved =
            try FileManager.default.attributesOfItem(atPath: home.path + "/small/giphy-\(id).gif")[.size] as? Int
        #expect(saved == 5_089, "fixed_width, the largest within 5.5 kB")
        let both = run(["cats", "--max-size", "2MB", "--rendition", "original"])
        #expect(both.status == 2 && both.standardError.contains("cannot be combined"))
    }
}
