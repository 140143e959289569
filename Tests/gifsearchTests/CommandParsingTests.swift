import ArgumentParser
import FixtureSupport
import Testing

@testable import gifsearch

/// A search command line is parsed as `SearchCommand` alone, to the same command the whole tree
/// gives; every other command line, and every mistake, is the whole tree's.
@Suite(.ownThreads) struct CommandParsingTests {
    /// Every property, as the parser left it: a property left unset shows as `*definition*`.
    private func described(_ command: ParsableCommand) -> String {
        String(reflecting: command)
    }

    @Test(arguments: [
        ["cats"], ["funny", "cats"], ["cats", "--format", "url"], ["cats", "--format=jsonl", "--limit", "50"],
        ["cats", "--no-cache", "--limit=7"], ["cats", "--limit", "5000"], ["cats", "--stickers", "--rating", "g"],
        ["cats", "--format", "tsv", "dogs", "--no-cache"], ["🐱", "search", "cache"],
        ["cats", "--rendition", "fixed_height"],
    ])
    func aSearchIsReadAsTheWholeTreeReadsIt(arguments: [String]) throws {
        let direct = try #require(Gifsearch.search(arguments), "parsed as SearchCommand alone")
        let parsed = try #require(try Gifsearch.parseAsRoot(arguments) as? SearchCommand)
        #expect(described(direct) == described(parsed))
        #expect(!described(direct).contains("definition"))
    }

    /// What the parser made of a command line: the command, or the message of its error.
    private func outcome(_ parse: () throws -> ParsableCommand) -> String {
        do {
            return described(try parse())
        } catch {
            return "error: " + Gifsearch.fullMessage(for: error)
        }
    }

    @Test(arguments: [
        ["search", "cats"], ["trending"], ["cache", "info"], ["--limit", "3", "cats"], ["help"], ["cats", "--help"],
        ["cats", "-h"], ["cats", "--limit", "0"], ["cats", "--limit", "x"], ["cats", "--limit"],
        ["cats", "--format", "nope"], ["cats", "--no-cache=yes"], ["cats", "--generate-completion-script", "bash"],
        ["cats", "--limit", "4999", "--offset", "2"], ["cats", "--version"],
    ])
    func everyOtherCommandLineAndEveryMistakeIsTheWholeTrees(arguments: [String]) {
        #expect(Gifsearch.search(arguments) == nil)
        #expect(outcome { try Gifsearch.command(for: arguments) } == outcome { try Gifsearch.parseAsRoot(arguments) })
    }
}
