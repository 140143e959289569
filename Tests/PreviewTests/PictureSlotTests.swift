import Testing

@testable import Preview

/// The picture in a picker's preview area: what a new picture must take away first, and what
/// it writes.
@Suite struct PictureSlotTests {
    private let encoder = TerminalEncoder(colors: .none)

    private func grid(_ characters: String, columns: Int) -> CellGrid {
        CellGrid(columns: columns, rows: characters.count / columns, cells: characters.map { Cell($0) })
    }

    private func slot(_ drawing: Graphics.Drawing) -> PictureSlot {
        PictureSlot(row: 3, graphics: Graphics(drawing: drawing), encoder: encoder)
    }

    @Test func cellsOfTheSameSizeCoverTheOldOnesAndWriteOnlyWhatChanged() {
        var slot = slot(.cells(.blocks))
        let first = slot.place(.cells(grid("abcd", columns: 2)), at: 5)
        #expect(first.contains("\u{1B}[3;5H") && first.contains("ab") && first.contains("cd"))
        #expect(slot.clear(before: .cells(grid("abcx", columns: 2)), at: 5) == .nothing)
        let second = slot.place(.cells(grid("abcx", columns: 2)), at: 5)
        #expect(second.contains("x") && !second.contains("a") && !second.contains("b"))
    }

    @Test func aPictureElsewhereOrOfAnotherSizeBlanksTheOldCellsFirst() {
        var slot = slot(.cells(.blocks))
        _ = slot.place(.cells(grid("abcd", columns: 2)), at: 5)
        #expect(slot.clear(before: .cells(grid("abcd", columns: 2)), at: 6) == .write("\u{1B}[3;5H  \u{1B}[4;5H  "))
        _ = slot.place(.cells(grid("abcd", columns: 2)), at: 6)
        #expect(slot.clear(before: .cells(grid("abcdef", columns: 3)), at: 6) == .write("\u{1B}[3;6H  \u{1B}[4;6H  "))
        #expect(slot.clear(before: nil, at: nil) == .nothing, "the slot is empty now")
    }

    @Test func anotherKittyImageDeletesTheOldOneEvenOfTheSameSize() {
        var slot = slot(.pixels(.kitty))
        _ = slot.place(.pixels([0x41], columns: 2, rows: 1, kittyID: 7), at: 5)
        #expect(slot.clear(before: .pixels([0x42], columns: 2, rows: 1, kittyID: 7), at: 5) == .nothing)
        let deletion = String(decoding: KittyEncoder.delete(id: 7), as: UTF8.self)
        #expect(
            slot.clear(before: .pixels([0x42], columns: 2, rows: 1, kittyID: 8), at: 5)
                == .write(deletion + "\u{1B}[3;5H  "))
    }

    @Test func sixelImagesGoOnlyWithTheWholeScreen() {
        var slot = slot(.pixels(.sixel(registers: 256)))
        let placed = slot.place(.pixels(Array("SIXEL".utf8), columns: 2, rows: 2, kittyID: nil), at: 5)
        #expect(placed == "\u{1B}[3;5HSIXEL")
        #expect(slot.clear(before: .pixels([], columns: 2, rows: 2, kittyID: nil), at: 5) == .nothing)
        #expect(slot.clear(before: nil, at: nil, always: true) == .screen)
        #expect(slot.remove() == "", "cleared pictures are forgotten")
    }

    @Test func removingAfterTheScreenWasClearedDeletesTheKittyImage() {
        var slot = slot(.pixels(.kitty))
        #expect(slot.deletesEveryPicture == String(decoding: KittyEncoder.deleteAll(), as: UTF8.self))
        _ = slot.place(.pixels([0x41], columns: 1, rows: 1, kittyID: 9), at: 2)
        #expect(slot.remove() == String(decoding: KittyEncoder.delete(id: 9), as: UTF8.self) + "\u{1B}[3;2H ")
        #expect(slot.remove() == "")
        #expect(
            PictureSlot(row: 1, graphics: Graphics(drawing: .cells(.blocks)), encoder: encoder).deletesEveryPicture
                == "")
    }
}
