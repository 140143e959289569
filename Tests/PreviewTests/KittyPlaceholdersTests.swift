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

    @Test func eachCellHoldsThePlaceholderItsRowAndItsColumnInTheImagesColour() {
        let text = String(decoding: KittyPlaceholders.cells(id: 0x12_3456, columns: 3, rows: 2), as: UTF8.self)
        let rows = text.components(separatedBy: "\u{1B}[1B\u{1B}[3D")
        #expect(rows.count == 2)
        let mark = { (index: Int) in String(Unicode.Scalar(KittyPlaceholders.diacritics[index])!) }
        for (row, line) in rows.enumerated() {
            #expect(line.hasPrefix("\u{1B}[38;2;18;52;86m"))
            for column in 0..<3 {
                #expect(line.contains("\u{10EEEE}" + mark(row) + mark(column)))
            }
        }
        #expect(text.hasSuffix("\u{1B}[39m\u{1B}[3D\u{1B}[1A"), "the cursor goes back where it was")
    }

    @Test func aPictureIsBoundedByTheMarks() {
        let text = String(decoding: KittyPlaceholders.cells(id: 1, columns: 400, rows: 1), as: UTF8.self)
        #expect(text.unicodeScalars.filter { $0 == "\u{10EEEE}" }.count == KittyPlaceholders.maxCells)
    }
}
