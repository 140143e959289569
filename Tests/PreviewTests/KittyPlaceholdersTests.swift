import Testing

@testable import Preview

@Suite struct KittyPlaceholdersTests {
    @Test func theDiacriticsAreKittysCombiningMarksInOrder() {
        let marks = KittyPlaceholders.diacritics
        #expect(marks.count == 260)
        #expect(marks.first == 0x0305 && marks[1] == 0x030D && marks.last == 0xA8E9)
        #expect(marks == marks.sorted())
        for mark in marks {
            let properties = Unicode.Scalar(mark)!.properties
            #expect(properties.generalCategory == .nonspacingMark && properties.canonicalCombiningClass.rawValue == 230)
        }
    }

    /// Found in kitty 0.41.1 inside tmux 3.5a without RGB for the outer terminal: tmux turned a
    /// 24-bit id colour into a 256-colour one, and kitty drew another image's (none). The id's
    /// low byte is a 256-colour index and its high byte a third mark.
    @Test func eachCellHoldsThePlaceholderItsRowItsColumnAndTheIdsHighByteIn256Colours() {
        let id = 0x12 << 24 | 0xC8
        let text = String(decoding: KittyPlaceholders.cells(id: id, columns: 3, rows: 2), as: UTF8.self)
        let rows = text.components(separatedBy: "\u{1B}[1B\u{1B}[3D")
        #expect(rows.count == 2)
        let mark = { (index: Int) in String(Unicode.Scalar(KittyPlaceholders.diacritics[index])!) }
        for (row, line) in rows.enumerated() {
            #expect(line.hasPrefix("\u{1B}[38;5;200m"))
            for column in 0..<3 {
                #expect(line.contains("\u{10EEEE}" + mark(row) + mark(column) + mark(0x12)))
            }
        }
        #expect(!text.contains("38;2;"))
        #expect(text.hasSuffix("\u{1B}[39m\u{1B}[3D\u{1B}[1A"), "the cursor goes back where it was")
    }

    @Test func imageIDsTakeTheFormPlaceholdersCanName() {
        let first = KittyImageIDs.allocate(300)
        let ids = (0..<300).map { KittyImageIDs.following(first, by: $0) }
        #expect(Set(ids).count == 300)
        #expect(ids.allSatisfy { (1...255).contains($0 & 0xFF) && ($0 >> 8) & 0xFFFF == 0 && $0 >> 24 < 256 })
        #expect(KittyImageIDs.allocate() == KittyImageIDs.following(first, by: 300))
    }

    @Test func aPictureIsBoundedByTheMarks() {
        let text = String(decoding: KittyPlaceholders.cells(id: 1, columns: 400, rows: 1), as: UTF8.self)
        #expect(text.unicodeScalars.filter { $0 == "\u{10EEEE}" }.count == KittyPlaceholders.maxCells)
    }
}
