import Foundation
import Terminal
import Testing

@testable import gifsearch

#if canImport(Glibc)
    import Glibc
#endif

/// `ExitStatus` is the one table of exit statuses: `--help` and the man page are made from it,
/// and the tables people read, README.md's and docs/OUTPUT.md's, say the same row for row. (It
/// is named with its module here, as Swift Testing has an `ExitStatus` of its own.)
@Suite struct ExitStatusTableTests {
    /// Each status and its meaning, as a table row reads: "4 | network or server failure …".
    static let enumRows = gifsearch.ExitStatus.allCases.map { "\($0.rawValue) | \($0.meaning)" }

    /// The repository's folder, found from this file.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The first two cells of each row of the first Markdown table under the line `heading`, as
    /// "status | meaning"; `nil` when `markdown` has no such heading.
    static func tableRows(under heading: String, in markdown: String) -> [String]? {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        guard let headingIndex = lines.firstIndex(where: { $0 == heading }) else { return nil }
        let table = lines[(headingIndex + 1)...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        return table.dropFirst(2).map { row in
            let cells = row.split(separator: "|", omittingEmptySubsequences: false).dropFirst()
            return cells.prefix(2).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " | ")
        }
    }

    @Test(arguments: [("README.md", "## Exit codes"), ("docs/OUTPUT.md", "## Exit statuses")])
    func aDocumentsTableIsTheEnums(document: String, heading: String) throws {
        let markdown = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
        let rows = try #require(Self.tableRows(under: heading, in: markdown), "\(document) has no '\(heading)'")
        #expect(rows == Self.enumRows, "\(document)'s exit statuses are not ExitStatus's, row for row")
    }

    @Test func aRowIsItsFirstTwoCells() {
        let markdown = """
            ## Codes

            Text.

            | status | meaning | more |
            | --- | --- | --- |
            | 4 |  failed | why |
            | 5 | bad |

            | 6 | not this table |
            """
        #expect(Self.tableRows(under: "## Codes", in: markdown) == ["4 | failed", "5 | bad"])
        #expect(Self.tableRows(under: "## Other", in: markdown) == nil)
    }

    /// A meaning is one table cell and one line of the man page: no line break, no `|`, ASCII
    /// only (the man page's generator drops anything else), and no full stop (the man page adds it).
    @Test(arguments: gifsearch.ExitStatus.allCases)
    func aMeaningIsOneLineOfPlainText(status: gifsearch.ExitStatus) {
        #expect(status.meaning.allSatisfy { $0.isASCII && !$0.isNewline && $0 != "|" })
        #expect(!status.meaning.isEmpty && !status.meaning.hasSuffix("."))
    }

    /// The help's section reads back as the table the way scripts/build/manual.sh reads it for the man
    /// page: a status starts a line indented by two, its meaning goes on in the lines indented
    /// further; and no line is so wide that the parser would break it at 80 columns.
    @Test func theHelpSectionReadsBackAsTheTable() {
        var lines = gifsearch.ExitStatus.helpSection.split(separator: "\n")
        #expect(lines.removeFirst() == "EXIT STATUS:")
        #expect(lines.allSatisfy { $0.count < 80 && $0.hasPrefix("  ") })
        let rows = lines.reduce(into: [String]()) { rows, line in
            let words = line.split(separator: " ")
            if line.hasPrefix("   "), !rows.isEmpty {
                rows[rows.count - 1] += " " + words.joined(separator: " ")
            } else {
                rows.append("\(words.first ?? "") | " + words.dropFirst().joined(separator: " "))
            }
        }
        #expect(rows == Self.enumRows)
    }

    @Test func theSignalStatusesAreTheSignals() {
        #expect(gifsearch.ExitStatus.interrupted.rawValue == Signals.exitStatus(for: SIGINT))
        #expect(gifsearch.ExitStatus.terminated.rawValue == Signals.exitStatus(for: SIGTERM))
    }
}
