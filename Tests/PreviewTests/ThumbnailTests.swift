import GIF
import Preview
import Testing

@Suite struct ThumbnailTests {
    private let text = ["title", "id  2×2", "https://example.test/a.gif"]
    private let white = Frame(
        pixels: Array(repeating: [255, 255, 255, 255], count: 4).flatMap { $0 }, width: 2, height: 2, delay: 0, index: 0
    )

    @Test func inCellsEachRowHasItsLineOfTextBesideItAndAnEmptyLineFollows() {
        let thumbnail = Thumbnail(columns: 4, rows: 3, graphics: Graphics(drawing: .cells(.blocks)), colors: .none)
        let lines = String(decoding: thumbnail.bytes(of: nil, beside: text, kittyID: 1), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines == ["      title", "      id  2×2", "      https://example.test/a.gif", "", ""])
        let drawn = String(decoding: thumbnail.bytes(of: white, beside: text, kittyID: 1), as: UTF8.self)
        #expect(drawn.split(separator: "\n").count == 3)
        #expect(drawn.contains("▀") || drawn.contains("█"))
    }

    @Test func inPixelsThePictureGoesInAnAreaAndTheTextToItsRight() {
        let thumbnail = Thumbnail(columns: 4, rows: 3, graphics: Graphics(drawing: .pixels(.kitty)), colors: .truecolor)
        let drawn = String(decoding: thumbnail.bytes(of: white, beside: text, kittyID: 7), as: UTF8.self)
        #expect(drawn.hasPrefix(PictureArea(rows: 3).reserve + "\u{1B}_G"))
        #expect(drawn.contains("i=7"))
        #expect(
            drawn.hasSuffix(PictureArea.top + text.map { PictureArea.beside(columns: 6) + $0 + "\r\n" }.joined() + "\n")
        )
        let empty = String(decoding: thumbnail.bytes(of: nil, beside: text, kittyID: 7), as: UTF8.self)
        #expect(!empty.contains("\u{1B}_G"))
    }
}
