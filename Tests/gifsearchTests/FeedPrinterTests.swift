import FixtureSupport
import Foundation
import GifSearchKit
import Testing

@testable import gifsearch

/// The feed's output (`FeedPrinter`): the result formats, with `term`, the trending term whose
/// search found a GIF, as a key of its JSON object (docs/OUTPUT.md, "JSON and JSONL").
@Suite struct FeedPrinterTests {
    typealias S = OutputSamples

    /// What the feed prints for two terms' GIFs in `format`.
    private func printed(_ format: ResultFormat) -> String {
        let captured = CapturedContext()
        var printer = FeedPrinter(format: format, rendition: .original, context: captured.context())
        printer.print([S.bare], term: "cats")
        printer.print([], term: "nothing")
        printer.print([gif("fxdog")], term: "dogs")
        printer.finish()
        return captured.standardOutput
    }

    @Test func jsonIsOneArrayWhoseObjectsCarryTheirTerm() throws {
        let text = printed(.json)
        #expect(text.hasPrefix("[\n") && text.hasSuffix("\n]\n"))
        #expect(text.components(separatedBy: #""term" : "cats""#).count == 2)
        #expect(text.components(separatedBy: #""term" : "dogs""#).count == 2)
        let decoded = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]]
        #expect(decoded?.map { $0["term"] as? String } == ["cats", "dogs"])
        #expect(decoded?.map { $0["id"] as? String } == ["bare1", "fxdog"])
    }

    @Test func jsonlIsOneObjectALineWithItsTerm() {
        #expect(
            printed(.jsonl) == #"""
                {"alt":null,"frames":null,"height":null,"id":"bare1","isSticker":false,"page":null,"provider":"giphy","rating":null,"size":null,"term":"cats","title":"Bare","url":null,"username":null,"width":null}
                {"alt":null,"frames":null,"height":null,"id":"fxdog","isSticker":false,"page":null,"provider":"giphy","rating":null,"size":null,"term":"dogs","title":"fxdog","url":null,"username":null,"width":null}

                """#)
    }

    @Test func anEmptyFeedInJSONIsAnEmptyArray() {
        let captured = CapturedContext()
        FeedPrinter(format: .json, rendition: .original, context: captured.context()).finish()
        #expect(captured.standardOutput == "[]\n")
    }

    @Test func theOtherFormatsHaveNoTerm() {
        #expect(printed(.ids) == "bare1\nfxdog\n")
        #expect(printed(.tsv) == "bare1\tBare\t\t\t\t\t\nfxdog\tfxdog\t\t\t\t\t\n")
    }
}
