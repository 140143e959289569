import ArgumentParser
import Testing

@testable import gifsearch

/// `QuickSearch` reads the common search command lines exactly as swift-argument-parser does,
/// and leaves every other one to it.
@Suite struct QuickSearchTests {
    /// Every property, as the parser left it: a property the quick reading forgot to set shows
    /// as `*definition*`, a default that drifted as its value.
    private func described(_ search: SearchCommand) -> String {
        String(reflecting: search)
    }

    @Test(arguments: [
        ["cats"], ["funny", "cats"], ["cats", "--format", "url"], ["cats", "--format=jsonl", "--limit", "50"],
        ["cats", "--no-cache", "--limit=7"], ["--limit", "3", "cats", "dogs"], ["cats", "--limit", "5000"],
        ["cats", "--format", "tsv", "dogs", "--no-cache"], ["🐱", "search", "cache"],
    ])
    func readsWhatTheParserReads(arguments: [String]) throws {
        let quick = try #require(QuickSearch.parse(arguments))
        let parsed = try #require(try Gifsearch.parseAsRoot(arguments) as? SearchCommand)
        #expect(described(quick) == described(parsed))
        #expect(!described(quick).contains("definition"))
    }

    @Test(arguments: [
        [], ["--help"], ["cats", "--help"], ["cats", "-h"], ["--version"], ["search", "cats"], ["trending"], ["help"],
        ["cache"], ["cats", "--rating", "g"], ["cats", "--limit", "0"], ["cats", "--limit", "x"], ["cats", "--limit"],
        ["cats", "--format", "nope"], ["cats", "--limit", "5", "--limit", "6"], ["cats", "--", "--limit"],
        ["cats", "--no-cache=yes"], ["cats", "--generate-completion-script", "bash"], ["--format", "url"],
        ["cats", "--limit", "4999", "--offset", "2"], ["cats", "-"],
    ])
    func leavesEveryOtherCommandLineToTheParser(arguments: [String]) {
        #expect(QuickSearch.parse(arguments) == nil)
    }
}
