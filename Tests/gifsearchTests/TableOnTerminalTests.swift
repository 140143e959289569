import Foundation
import Terminal
import Testing

/// The table in a real terminal, a tmux pane 40, 80, 120 and 200 columns wide: every result is
/// one screen line in `search`, `fav` and `history`, with the fixture's CJK ("お誕生日おめでとう")
/// and emoji ("Fiesta 🎉", "Café Cat ☕") titles and Giphy-shaped URLs of about 100 characters.
/// Also `feed`, `search`, `fav` and `history` through the command line with `COLUMNS`.
@Suite(.ownThreads) struct TableOnTerminalTests {
    static let widths = [40, 80, 120, 200]

    /// The commands, as typed after `gifsearch`, whose tables are checked.
    static let commands = ["party", "birthday --stickers", "fav", "history"]

    /// A home whose favourites and history hold GIFs with CJK and emoji titles.
    private static func home() throws -> FixtureHome {
        let home = try FixtureHome()
        let wide = ["party", "birthday --stickers", "café"].flatMap { query in
            home.run(query.split(separator: " ").map(String.init) + ["--format", "ids"]).lines
        }
        #expect(home.run(["fav", "add"] + wide).status == 0)
        #expect(home.run(["download"] + wide + ["-o", home.path + "/downloads"]).status == 0)
        return home
    }

    /// What `command` lists, as id, title and URL, in the table's order.
    private static func listed(_ command: String, in home: FixtureHome) -> [(id: String, title: String, url: String)] {
        home.run(command.split(separator: " ").map(String.init) + ["--format", "tsv"]).lines.map { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return (columns[0], columns[1], columns[2])
        }
    }

    @Test(arguments: widths)
    func everyResultIsOneScreenLine(columns: Int) throws {
        let home = try Self.home()
        let binaries = CommandRun.binary.deletingLastPathComponent().path
        let environment = home.environment.merging(["PATH": binaries + ":/usr/bin:/bin"]) { $1 }
        let pane = try TmuxPane(columns: columns, rows: 40, environment: environment)
        for (index, command) in Self.commands.enumerated() {
            let results = Self.listed(command, in: home)
            #expect(results.contains { DisplayWidth.of($0.title) > $0.title.count }, "a wide title in \(command)")
            let marker = "EXIT\(index)="
            try pane.run("clear; gifsearch \(command); echo \(marker)$?")
            var screen: [String] = []
            #expect(
                try pane.waitFor { text in
                    screen = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    return screen.contains { $0.hasPrefix(marker) && !$0.contains("$") }
                }, "\(command) ended")
            let end = try #require(screen.firstIndex { $0.hasPrefix(marker) && !$0.contains("$") })
            #expect(screen[end] == marker + "0", "\(command) succeeded")
            let table = Array(screen[..<end])
            // A header, one line a result, the attribution: a wrapped row would add lines.
            #expect(table.count == results.count + 2, "\(command) at \(columns):\n\(table.joined(separator: "\n"))")
            #expect(table.first?.hasPrefix("TITLE") == true && table.last == "Powered by GIPHY")
            for (line, result) in zip(table.dropFirst(), results) {
                #expect(line.hasPrefix(String(result.title.prefix(3))) && line.contains(result.id), "\(line)")
                if columns == 200 { #expect(line.hasSuffix(result.url), "a wide terminal shows the URL: \(line)") }
            }
        }
    }

    @Test(arguments: widths)
    func noLineIsWiderThanColumnsInAnyListing(columns: Int) throws {
        let home = try Self.home()
        for command in Self.commands + ["feed --terms 3"] {
            let run = CommandRun(
                command.split(separator: " ").map(String.init) + ["--format", "table"],
                environment: home.environment.merging(["COLUMNS": String(columns)]) { $1 })
            #expect(run.status == 0 && run.lines.count > 2, "\(command): \(run.standardError)")
            for line in run.lines {
                #expect(DisplayWidth.of(line) <= columns, "\(command) at \(columns): \(line)")
            }
        }
    }

    /// `--preview`: each result is a thumbnail three rows high with its title, id and URL beside
    /// it and a blank line below; a line beside it that wrapped would add a screen line.
    @Test(arguments: [40, 80])
    func previewRowsNeverWrap(columns: Int) throws {
        let home = try Self.home()
        let binaries = CommandRun.binary.deletingLastPathComponent().path
        let environment = home.environment.merging(["PATH": binaries + ":/usr/bin:/bin"]) { $1 }
        let pane = try TmuxPane(columns: columns, rows: 40, environment: environment)
        let results = Self.listed("party", in: home)
        try pane.run("clear; gifsearch party --preview; echo EXIT=$?")
        var screen: [String] = []
        #expect(
            try pane.waitFor { text in
                screen = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                return screen.contains { $0.hasPrefix("EXIT=") && !$0.contains("$") }
            })
        let end = try #require(screen.firstIndex { $0.hasPrefix("EXIT=") && !$0.contains("$") })
        #expect(screen[end] == "EXIT=0")
        #expect(end == results.count * 4 + 1, "at \(columns):\n\(screen[..<end].joined(separator: "\n"))")
    }
}
