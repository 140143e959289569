import ArgumentParser
import Foundation
import Testing

@testable import gifsearch

/// `gifsearch help <command>` for every command, at 80 columns, as checked in under `Help/`: a
/// change to any help text shows in review as a change to these files. After changing help on
/// purpose, `make help-snapshots` writes them anew.
@Suite struct HelpSnapshotTests {
    /// Where the checked-in help texts are, one file per command.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Help")

    /// Every command's words after `gifsearch`, the root's (none) first.
    static let commandPaths = paths(below: Gifsearch.self, at: [])

    private static func paths(below command: ParsableCommand.Type, at path: [String]) -> [[String]] {
        [path] + command.configuration.subcommands.flatMap { paths(below: $0, at: path + [$0._commandName]) }
    }

    /// The file that holds the help of the command at `path`.
    static func file(for path: [String]) -> URL {
        folder.appendingPathComponent((["gifsearch"] + path).joined(separator: "-") + ".txt")
    }

    @Test(arguments: commandPaths)
    func helpIsAsCheckedIn(path: [String]) throws {
        let run = try CommandRun.process(["help"] + path, environment: ["COLUMNS": "80"])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        let file = Self.file(for: path)
        if ProcessInfo.processInfo.environment["GIFSEARCH_WRITE_HELP"] == "1" {
            try run.standardOutput.write(to: file, atomically: true, encoding: .utf8)
        }
        let checkedIn = try? String(contentsOf: file, encoding: .utf8)
        #expect(
            run.standardOutput == checkedIn,
            "gifsearch help \(path.joined(separator: " ")) is not \(file.lastPathComponent); make help-snapshots if meant"
        )
    }

    @Test func everyCheckedInHelpIsACommands() throws {
        let checkedIn = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        let commands = Self.commandPaths.map { Self.file(for: $0).lastPathComponent }.sorted()
        #expect(checkedIn == commands)
    }

    /// A usage line shows an option as required only when it is: `<options>` without brackets
    /// says every listed option must be given.
    @Test(arguments: commandPaths)
    func usageShowsOnlyRequiredOptionsAsRequired(path: [String]) throws {
        let run = try CommandRun.process(["help"] + path, environment: ["COLUMNS": "400"])
        let usage = run.standardOutput.split(separator: "\n").first { $0.hasPrefix("USAGE:") } ?? ""
        #expect(!usage.contains(" <options>"), "\(usage)")
    }

    /// What people run is listed; `clipboard-owner`, which `copy` starts, is not.
    @Test func theShortHelpListsOnlyCommandsForPeople() throws {
        let run = try CommandRun.process([], environment: [:])
        #expect(run.standardError.contains("  search "))
        #expect(!run.standardError.contains("clipboard-owner"))
    }
}
