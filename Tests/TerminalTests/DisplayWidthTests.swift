import Terminal
import Testing

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("cat", 3), ("猫", 2), ("e\u{301}", 1), ("👍", 2), ("★", 1), ("☕", 2), ("a\u{200D}b", 2), ("", 0),
    ])
    func columnsOf(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    @Test func aCutEndsWithAnEllipsisAndNeverSplitsAWideCharacter() {
        #expect(DisplayWidth.truncate("cats and dogs", to: 6) == "cats …")
        #expect(DisplayWidth.truncate("猫猫猫", to: 4) == "猫…")
        #expect(DisplayWidth.truncate("cats", to: 4) == "cats")
        #expect(DisplayWidth.pad("猫", to: 4) == "猫  ")
    }
}
