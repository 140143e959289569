import FixtureSupport
import Foundation
import HTTP
import Testing

/// The person's library in `gifsearch pick`, in a real terminal (tmux) against the fixture
/// server: recent GIFs above trending, Ctrl-S, and `--library` filtered as typed.
@Suite(.ownThreads) struct PickLibraryTests {
    private let bed: TerminalTestBed
    private var server: FixtureServer { bed.server }
    private var pane: TmuxPane { bed.pane }

    init() throws {
        bed = try TerminalTestBed(apiKey: FixtureServer.apiKey)
    }

    /// gifsearch with `arguments` in the bed's folders, in-process.
    private func run(_ arguments: [String]) -> CommandRun {
        CommandRun(arguments, environment: bed.environment)
    }

    /// The paths the server was asked for.
    private func requestedPaths() throws -> [String] {
        try server.requests(using: testSession()).map(\.path)
    }

    @Test func recentGIFsComeFirstAndCtrlSStarsWithAStarThatStays() throws {
        let party = run(["party", "--format", "ids", "--limit", "1"]).lines
        let birthday = try #require(run(["birthday", "--format", "tsv", "--limit", "1"]).lines.first)
            .split(separator: "\t").map(String.init)
        #expect(run(["fav", "add"] + party).status == 0)
        #expect(run(["download", birthday[0], "-o", bed.folder.path + "/gifs"]).status == 0)
        try bed.run("pick")
        #expect(try pane.waitFor { $0.contains("2 recent first") && $0.contains("Thumbs Up") })
        let rows = try pane.screen().split(separator: "\n").map(String.init)
        try #require(rows.count > 4, "the list has a trending row")
        #expect(rows[2].hasSuffix("recent") && rows[3].hasSuffix("recent") && !rows[4].contains("recent"))
        #expect(rows[2...3].contains { $0.contains("★ Party Time") }, "the favourite has its star")
        #expect(rows[2...3].contains { $0.contains("   \(birthday[1])") }, "the download is recent, not starred")
        let trendingTitle = String(rows[4].dropFirst(4).prefix(20)).trimmingCharacters(in: .whitespaces)
        try #require(!trendingTitle.isEmpty, "the first trending row has a title")
        try pane.press("Down", "Down")
        try pane.press("C-s")
        #expect(try pane.waitFor { $0.contains("★ starred") && $0.contains("▌ ★ \(trendingTitle)") })
        try pane.press("Escape")
        #expect(try bed.exitStatus() == "130")
        let starred = run(["fav", "--format", "tsv", "--offline"]).standardOutput
        #expect(starred.contains(trendingTitle) && starred.contains("Party Time"))
    }

    /// With history: the cursor on a recent GIF (the only one, where the picker starts) that the
    /// typed query finds too. Enter chooses the query's first result, the row at the top, not
    /// the GIF the cursor was on.
    @Test func aQueryTypedWithTheCursorOnARecentGIFStartsAtItsFirstResult() throws {
        let cats = run(["cats", "--format", "ids", "--limit", "2"]).lines
        try #require(cats.count == 2)
        #expect(run(["download", cats[1], "-o", bed.folder.path + "/gifs"]).status == 0)
        try bed.run("pick --format ids")
        #expect(try pane.waitFor { $0.contains("1 recent first") && $0.contains("▌") })
        try pane.type("cats")
        #expect(try pane.waitFor { $0.contains("> cats") && !$0.contains("recent first") })
        try pane.press("Enter")
        #expect(try bed.exitStatus() == "0")
        #expect(try bed.outputText() == cats[0] + "\n", "Enter chose \(cats[1]), where the cursor was before typing")
    }

    @Test func theLibraryIsFilteredAsYouTypeWithoutARequest() throws {
        let party = run(["party", "--format", "ids", "--limit", "3"]).lines
        let cats = run(["cats", "--format", "ids", "--limit", "1"]).lines
        #expect(run(["fav", "add"] + party + cats).status == 0)
        let asked = try requestedPaths().count
        try bed.run("pick --library")
        #expect(try pane.waitFor { $0.contains("4 in your library") && $0.contains("▌") })
        try pane.type("part")
        #expect(try pane.waitFor { $0.contains("> part") && $0.contains("2 in your library") })
        let screen = try pane.screen()
        #expect(screen.contains("Party Time") && screen.contains("Dance Party") && !screen.contains("Kitten"))
        try pane.press("Enter")
        #expect(try bed.exitStatus() == "0")
        // Once the picker is gone, every request it made is in the log.
        let searches = try requestedPaths().dropFirst(asked).filter { path in
            ["/search", "/trending", "/autocomplete"].contains { path.contains($0) }
        }
        #expect(searches.isEmpty, "the library picker asked the server for \(searches)")
        let chosen = try bed.outputText().trimmingCharacters(in: .newlines)
        let served = run(["show"] + party + ["--format", "url"]).lines
        #expect(served.contains(chosen), "the URL its provider serves now")
    }
}
