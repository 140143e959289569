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

    /// With history: the cursor moved to a recent GIF that the typed query finds too. Enter
    /// chooses the query's first result, the row at the top, not the GIF the cursor was on.
    @Test func aQueryTypedWithTheCursorOnARecentGIFStartsAtItsFirstResult() throws {
        let cats = run(["cats", "--format", "tsv", "--limit", "2"]).lines.map { $0.split(separator: "\t") }
        try #require(cats.count == 2)
        let (first, second) = (String(cats[0][0]), String(cats[1][0]))
        #expect(run(["fav", "add"] + run(["party", "--format", "ids", "--limit", "1"]).lines).status == 0)
        #expect(run(["download", second, "-o", bed.folder.path + "/gifs"]).status == 0)
        try bed.run("pick --format ids")
        let title = String(cats[1][1].prefix(12))
        // The row of the recent cat and the cursor's row on the screen.
        func rows(_ screen: String) -> (cat: Int?, cursor: Int?) {
            let rows = screen.split(separator: "\n")
            return (
                rows.firstIndex { $0.contains(title) && $0.hasSuffix("recent") }, rows.firstIndex { $0.contains("▌") }
            )
        }
        var seen: (cat: Int?, cursor: Int?) = (nil, nil)
        #expect(
            try pane.waitFor { screen in
                seen = rows(screen)
                return screen.contains("2 recent first") && seen.cat != nil && seen.cursor != nil
            })
        let recentCat = try #require(seen.cat)
        for _ in try #require(seen.cursor)..<recentCat { try pane.press("Down") }
        #expect(try pane.waitFor { rows($0).cursor == recentCat })
        try pane.type("cats")
        #expect(
            try pane.waitFor {
                $0.contains("> cats") && !$0.contains("recent first") && $0.contains(cats[0][1].prefix(12))
            })
        try pane.press("Enter")
        #expect(try bed.exitStatus() == "0")
        #expect(try bed.outputText() == first + "\n", "Enter chose \(second), where the cursor was before typing")
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
