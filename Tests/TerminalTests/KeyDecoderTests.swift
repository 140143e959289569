import Terminal
import Testing

@Suite struct KeyDecoderTests {
    private func keys(_ chunks: [String]) -> [Key] {
        var decoder = KeyDecoder()
        return chunks.flatMap { decoder.feed(Array($0.utf8)) }
    }

    private func keys(bytes chunks: [[UInt8]]) -> [Key] {
        var decoder = KeyDecoder()
        return chunks.flatMap { decoder.feed($0) }
    }

    @Test(arguments: [
        ("\r", Key.enter), ("\n", .enter), ("\t", .tab), ("\u{7F}", .backspace), ("\u{08}", .backspace),
        ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OD", .left), ("\u{1B}[1;5A", .up),
        ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
        ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[3~", .delete), ("\u{1B}[Z", .backTab),
        ("\u{03}", .ctrl("c")), ("\u{11}", .ctrl("q")), ("\u{04}", .ctrl("d")), ("\u{19}", .ctrl("y")),
        ("\u{0F}", .ctrl("o")), ("\u{01}", .ctrl("a")), ("\u{1A}", .ctrl("z")),
        ("a", .character("a")), ("~", .character("~")), (" ", .character(" ")), ("\u{1B}x", .alt("x")),
        ("\u{1B}\r", .altEnter),
    ])
    func everyKey(input: String, expected: Key) {
        #expect(keys([input]) == [expected])
    }

    @Test func textArrivesAsWholeScalarsIncludingCJKAndEmoji() {
        #expect(keys(["猫🐈é"]) == [.character("猫"), .character("🐈"), .character("é")])
    }

    @Test func utf8SplitAcrossReadsIsReassembled() {
        let cat = Array("🐈".utf8)
        #expect(keys(bytes: [[cat[0]], [cat[1], cat[2]], [cat[3], 0x61]]) == [.character("🐈"), .character("a")])
        let kanji = Array("猫".utf8)
        #expect(keys(bytes: [[kanji[0], kanji[1]], [kanji[2]]]) == [.character("猫")])
    }

    @Test func invalidBytesAndC1ControlsAreDropped() {
        #expect(keys(bytes: [[0xFF, 0x61, 0xC2, 0x9B, 0x62, 0x80]]) == [.character("a"), .character("b")])
        #expect(keys(bytes: [[0xE0, 0x41]]) == [.character("A")])
    }

    @Test func sequencesSplitAcrossReadsAreReassembled() {
        #expect(keys(["\u{1B}", "[", "A"]) == [.up])
        #expect(keys(["\u{1B}[5", "~x"]) == [.pageUp, .character("x")])
        #expect(keys(["ab\u{1B}[B\u{1B}[C"]) == [.character("a"), .character("b"), .down, .right])
    }

    @Test func anEscWaitsUntilTheTimeoutSaysItWasAlone() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}".utf8)) == [])
        #expect(decoder.isWaitingAfterEscape)
        #expect(decoder.timeOut() == [.escape])
        #expect(!decoder.isWaitingAfterEscape)
        #expect(decoder.feed(Array("\u{1B}[".utf8)) == [])
        #expect(decoder.timeOut() == [.escape, .character("[")])
        #expect(keys(["\u{1B}\u{1B}[A"]) == [.escape, .up])
    }

    /// Found in Konsole: it answers every kitty graphics command with `ESC _ Gi=0;OK ESC \`,
    /// which the picker read as typing ("catGi=0;OKGi=0;OK…"). Terminal replies are dropped:
    /// APC, DCS, OSC strings and CSI replies, however the reads split them.
    @Test func terminalRepliesAreNeverTyped() {
        let konsole = "\u{1B}_Gi=0;OK\u{1B}\\"
        #expect(keys(["cat", konsole, konsole, "s"]) == "cats".map { .character($0.unicodeScalars.first!) })
        #expect(keys(["\u{1B}_Gi=0", ";OK\u{1B}", "\\x"]) == [.character("x")])
        #expect(keys(["\u{1B}P>|Konsole 22.12.3\u{1B}\\a"]) == [.character("a")])
        #expect(keys(["\u{1B}]11;rgb:0000/0000/0000\u{07}b"]) == [.character("b")])
        #expect(keys(["\u{1B}[?62;4c\u{1B}[12;40R\u{1B}[?2026;2$yc"]) == [.character("c")])
        #expect(keys(["\u{1B}_" + String(repeating: "G", count: 5000), "more\u{1B}\\d"]) == [.character("d")])
    }

    /// A string's introducer typed alone (Alt-P) is that key once nothing follows in time.
    @Test func anAltKeyThatCouldStartAStringIsTheKeyAfterTheTimeout() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}P".utf8)) == [])
        #expect(decoder.timeOut() == [.alt("P")])
        #expect(decoder.feed(Array("a".utf8)) == [.character("a")])
    }

    @Test func unknownAndOverlongSequencesMeanNothing() {
        #expect(keys(["\u{1B}[99~a"]) == [.character("a")])
        #expect(keys(["\u{1B}[?1;2c", "b"]) == [.character("b")])
        // An over-long sequence is dropped up to its final byte, however the reads split it.
        let overlong = "\u{1B}[" + String(repeating: "1", count: 40) + "z"
        #expect(keys([overlong + "a"]) == [.character("a")])
        #expect(keys([String(overlong.prefix(35)), String(overlong.dropFirst(35)), "a"]) == [.character("a")])
    }

    /// Found by `make fuzz` (keys): a control byte inside an unfinished sequence was dropped
    /// with it when the bytes came in one read, and read as a key when they came in two.
    @Test func aControlByteCutsASequenceShortHoweverReadsSplit() {
        let bytes: [UInt8] = Array("\u{1B}[<0;".utf8) + [UInt8](repeating: 0, count: 32) + [0x04]
        #expect(keys(bytes: [bytes]) == [.ctrl("d")])
        #expect(keys(bytes: [Array(bytes.prefix(12)), Array(bytes.dropFirst(12))]) == [.ctrl("d")])
        #expect(keys(["\u{1B}[1;\u{03}A"]) == [.ctrl("c"), .character("A")])
    }

    @Test func bracketedPasteIsOneKey() {
        #expect(keys(["\u{1B}[200~hello\r\nworld 🐈\u{1B}[201~x"]) == [.paste("hello\r\nworld 🐈"), .character("x")])
        // Split anywhere, the end marker included.
        #expect(keys(["\u{1B}[20", "0~ab\u{1B}[2", "01~"]) == [.paste("ab")])
        #expect(keys(["\u{1B}[200~a\u{1B}", "[A", "\u{1B}[201~"]) == [.paste("a\u{1B}[A")])
    }
}
