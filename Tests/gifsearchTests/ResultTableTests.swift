import FixtureSupport
import GifSearchKit
import Terminal
import Testing

@testable import gifsearch

/// The result table fitted to the terminal (`TableFit`): no line wider than the terminal, headers
/// whole, wide characters counted as two columns and never split, columns dropped in order.
@Suite struct ResultTableTests {
    /// Giphy-shaped results: 18-character ids, URLs of 150 characters, and titles in CJK, with
    /// emoji, and longer than the title's 50 columns.
    static let records = [
        record("3o7TKSjRrfIPjeiVyM", "お誕生日おめでとう GIF", frames: 12),
        record("l0MYt5jPR6QX5pnqM", "Café Cat ☕ GIF", frames: 24),
        record("26tPplGWjN0xLybiU", "Fiesta 🎉 GIF", frames: nil),
        record("xT9IgG50Fb7Mi0prBC", "東京の猫が踊っている面白いアニメーション動画です GIF", frames: 7),
        record("3oEjI6SIIHBdRxXI40", "🎉🎂🎈 Happy Birthday Party Time With Everyone 🥳🥳 GIF", frames: 100),
    ]

    /// A result whose original rendition is 480×270 pixels and 123,456 bytes.
    static func record(_ id: String, _ title: String, frames: Int?) -> GIFRecord {
        let query = "?cid=790b7611" + String(repeating: "0a1b2c3d", count: 8) + "&ep=v1_gifs_search&rid=giphy.gif&ct=g"
        let url = "https://media2.giphy.com/media/v1.Y2lkPTc5MGI3NjEx/\(id)/giphy.gif" + query
        let original = GIFRendition(url: url, width: 480, height: 270, size: 123_456, frames: frames)
        return GIFRecord(gif(id, title: title, renditions: ["original": original]), rendition: .original)
    }

    /// The headers shown at each width, for `records`.
    static let shownAt: [(width: Int, headers: [String])] = [
        (40, ["TITLE", "ID"]),
        (80, ["TITLE", "ID", "PIXELS", "FRAMES"]),
        (120, ["TITLE", "ID", "PIXELS", "FRAMES", "URL"]),
        (200, ["TITLE", "ID", "PIXELS", "FRAMES", "URL"]),
    ]

    @Test(arguments: shownAt)
    func everyLineFitsAndTheColumnsThatDoNotAreDropped(width: Int, headers: [String]) throws {
        let lines = ResultTable(records: Self.records, width: width).render().split(separator: "\n").map(String.init)
        #expect(lines.count == Self.records.count + 2)
        for line in lines {
            #expect(DisplayWidth.of(line) <= width, "\(DisplayWidth.of(line)) columns: \(line)")
        }
        #expect(lines[0].split(separator: " ").map(String.init) == headers, "\(lines[0])")
        for (line, record) in zip(lines.dropFirst(), Self.records) {
            let title = try #require(line.components(separatedBy: "  ").first)
            let shown = title.hasSuffix("…") ? String(title.dropLast()) : title.trimmingCharacters(in: .whitespaces)
            #expect(record.title.hasPrefix(shown) && !shown.isEmpty, "\(line)")
            #expect(line.contains(record.id), "\(line)")
        }
        #expect(lines.last == "Powered by GIPHY")
    }

    @Test(arguments: [40, 80, 120, 200])
    func wideCharactersCountTwiceAndAreNeverSplit(width: Int) {
        let lines = ResultTable(records: Self.records, width: width).render().split(separator: "\n").map(String.init)
        let idColumn = lines[0].components(separatedBy: "ID")[0].count
        // Every row's id starts in the same display column as its header, whatever its title holds.
        for (line, record) in zip(lines.dropFirst(), Self.records) {
            let before = line.components(separatedBy: record.id)[0]
            #expect(DisplayWidth.of(before) == idColumn, "\(line)")
        }
    }

    @Test func aTitleCutBesideAWideCharacterEndsInASpaceNotHalfOfIt() {
        let lines = ResultTable(records: Self.records, width: 40).render().split(separator: "\n").map(String.init)
        #expect(lines[1] == "お誕生日おめでとう …  3o7TKSjRrfIPjeiVyM")
        #expect(lines[4] == "東京の猫が踊ってい…   xT9IgG50Fb7Mi0prBC")
        #expect(lines[5] == "🎉🎂🎈 Happy Birthd…  3oEjI6SIIHBdRxXI40")
    }

    @Test func thePixelsColumnShowsWidthByHeightAndNeverBytes() {
        let table = ResultTable(records: Self.records, width: 200).render()
        #expect(table.hasPrefix("TITLE"))
        #expect(table.contains("  PIXELS  ") && !table.contains("SIZE"))
        #expect(table.contains("480×270") && !table.contains("123456") && !table.contains("KB"))
    }

    @Test func theURLIsCutAtItsEndAndShownWholeWhenThereIsRoom() throws {
        let url = try #require(Self.records[0].url)
        let cut = ResultTable(records: Self.records, width: 120).render().split(separator: "\n")[1]
        let shown = try #require(cut.split(separator: " ").last)
        #expect(shown.hasSuffix("…") && url.hasPrefix(shown.dropLast()))
        let wide = ResultTable(records: Self.records, width: 400).render().split(separator: "\n")[1]
        #expect(wide.hasSuffix(url))
    }

    /// "A header is never cut" and "only the 'Powered by …' line is never cut": at every width,
    /// the headers shown are whole words in the table's order, no other line is wider than the
    /// terminal (or, below five columns, than the title's header), and the attribution is whole.
    @Test func headersAndTheAttributionAreNeverCut() {
        let headers = ResultColumn.allCases.map(\.header)
        for width in 1...160 {
            let lines = ResultTable(records: Self.records, width: width).render().split(separator: "\n")
            let shown = lines[0].split(separator: " ").map(String.init)
            #expect(shown == Array(headers.prefix(shown.count)), "\(width) columns: \(lines[0])")
            for line in lines.dropLast() {
                #expect(DisplayWidth.of(String(line)) <= max(width, 5), "\(width) columns: \(line)")
            }
            #expect(lines.last == "Powered by GIPHY", "\(width) columns")
        }
    }

    /// The "Powered by …" line names each provider whose GIFs the table shows, GIPHY first.
    @Test func theAttributionNamesEachProviderShown() {
        let klipy = GIFRecord(OutputSamples.klipy, rendition: .original)
        let giphy = Self.records[0]
        let last = { (records: [GIFRecord]) in
            ResultTable(records: records, width: 80).render().split(separator: "\n").last.map(String.init)
        }
        #expect(last([giphy]) == "Powered by GIPHY")
        #expect(last([klipy]) == "Powered by KLIPY")
        #expect(last([klipy, giphy]) == "Powered by GIPHY and KLIPY")
        #expect(ResultTable(records: [klipy], width: 80, footer: false).render().contains("Powered by") == false)
    }

    /// Full widths as Giphy's results have them, and as short ones do.
    static let giphyWidths: [ResultColumn: Int] = [.title: 60, .id: 18, .pixels: 7, .frames: 6, .url: 150]
    static let shortWidths: [ResultColumn: Int] = [.title: 8, .id: 6, .pixels: 6, .frames: 2, .url: 30]

    /// The widths of the columns shown, in order, at a terminal's width.
    static let fits: [(width: Int, full: [ResultColumn: Int], widths: [Int])] = [
        (400, giphyWidths, [60, 18, 7, 6, 150]),
        (200, giphyWidths, [50, 18, 7, 6, 111]),
        (83, giphyWidths, [20, 18, 7, 6, 24]),
        (82, giphyWidths, [45, 18, 7, 6]),
        (49, giphyWidths, [20, 18, 7]),
        (48, giphyWidths, [28, 18]),
        (39, giphyWidths, [39]),
        (10, giphyWidths, [10]),
        (1, giphyWidths, [5]),
        (40, shortWidths, [8, 6, 6, 6]),
        (60, shortWidths, [8, 6, 6, 6, 26]),
    ]

    /// The rule by itself: columns dropped URL first, then frames, pixels and id; what is left
    /// goes to the title up to 50, then the URL, then the rest of the title.
    @Test(arguments: fits)
    func columnsAreDroppedAndWidenedInOrder(width: Int, full: [ResultColumn: Int], widths: [Int]) {
        let fit = TableFit(full: full, width: width)
        #expect(fit.columns.map(\.width) == widths)
        #expect(fit.columns.map(\.column) == Array(ResultColumn.allCases.prefix(widths.count)))
    }
}
