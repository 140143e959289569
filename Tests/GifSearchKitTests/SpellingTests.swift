import GifSearchKit
import Testing

/// The known word a typo was meant to be.
@Suite struct SpellingTests {
    private let commands = ["search", "trending", "random", "translate", "tags", "pick", "cache"]

    @Test(arguments: [
        ("trendng", "trending"), ("serach", "search"), ("tag", "tags"), ("Pick", "pick"), ("trandlate", "translate"),
        ("pikc", "pick"),
    ])
    func aTypoFindsTheWordMeant(typed: String, meant: String) {
        #expect(Spelling.nearest(to: typed, among: commands) == meant)
    }

    @Test(arguments: ["cats", "search", "dancing", "", "trnding x", "rnd"])
    func aWordFarFromEveryOneOrEqualToOneFindsNone(typed: String) {
        #expect(Spelling.nearest(to: typed, among: commands) == nil)
    }

    @Test func shortWordsAllowOneEditAndLongerOnesTwo() {
        #expect(Spelling.nearest(to: "apikey", among: ["api_key", "klipy_api_key"]) == "api_key")
        #expect(Spelling.nearest(to: "cahe", among: ["cache"]) == "cache")
        #expect(Spelling.nearest(to: "ca", among: ["cache"]) == nil)
        #expect(Spelling.nearest(to: "trnding", among: ["trending", "trend"]) == "trending", "the closer one wins")
    }
}
