import Testing

@testable import Terminal

@Suite struct DeviceAttributesScannerTests {
    /// The index of the byte that ends the first device attributes answer in `text`, if any.
    private func end(of text: String) -> Int? {
        var scanner = DeviceAttributesScanner()
        return Array(text.utf8).firstIndex { scanner.ends(after: $0) }
    }

    @Test func theAnswerEndsAtItsFinalByte() {
        #expect(end(of: "\u{1B}[?62;22c") == 8)
        #expect(end(of: "\u{1B}[?1;2c") == 6)
    }

    @Test func whatIsOwedBeforeItIsPassedOver() {
        let owed = "\u{1B}_Gi=0;OK\u{1B}\\\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[6;20;9t"
        #expect(end(of: owed + "\u{1B}[?62;c") == owed.utf8.count + 6)
    }

    @Test(arguments: ["\u{1B}[62c", "\u{1B}[?62;", "[?62c", "\u{1B}[?6x2c", "\u{1B}]?62c", "c"])
    func nothingElseEndsIt(text: String) {
        #expect(end(of: text) == nil)
    }
}
