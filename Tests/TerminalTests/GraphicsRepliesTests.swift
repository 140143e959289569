import Terminal
import Testing

@Suite struct GraphicsRepliesTests {
    private func read(_ text: String) -> GraphicsSupport {
        GraphicsReplies.read(Array(text.utf8))
    }

    @Test func kittyAnswersOKBeforeTheDeviceAttributes() {
        let support = read("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c")
        #expect(support.kitty)
        #expect(!support.sixel)
        #expect(support.answered)
    }

    @Test func aKittyErrorOrAnotherImageIsNotKitty() {
        #expect(!read("\u{1B}_Gi=31;EINVAL:bad\u{1B}\\\u{1B}[?62c").kitty)
        #expect(!read("\u{1B}_Gi=7;OK\u{1B}\\\u{1B}[?62c").kitty)
    }

    @Test func sixelIsFeatureFourAfterTheTerminalClass() {
        let xterm = read("\u{1B}[?63;1;2;4;6;9;15;16;22;28c")
        #expect(xterm.sixel)
        #expect(xterm.answered)
        // A VT100 answers class 1 with option 2: the first parameter is the class, not a feature.
        #expect(!read("\u{1B}[?4;2c").sixel)
        #expect(!read("\u{1B}[?1;2c").sixel)
        #expect(!read("\u{1B}[?62;14c").sixel)
    }

    @Test func registersNameAndCellSizeAreRead() {
        let support = read("\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?1;0;1024S\u{1B}[6;20;10t\u{1B}[?63;4c")
        #expect(support.terminalName == "XTerm(379)")
        #expect(support.sixelRegisters == 1024)
        #expect(support.cellPixels == CellSize(width: 10, height: 20))
        #expect(support.sixel)
    }

    @Test func aFailedRegistersAnswerIsIgnored() {
        #expect(read("\u{1B}[?1;3;0S\u{1B}[?63;4c").sixelRegisters == nil)
    }

    @Test func answersAfterTheDeviceAttributesDoNotCount() {
        let support = read("\u{1B}[?62c\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?63;4c")
        #expect(support.answered)
        #expect(!support.kitty)
        #expect(!support.sixel)
    }

    @Test func garbageAndKeysAreSkipped() {
        let support = read("hello\u{1B}\u{1B}[A\u{7}\u{1B}]11;rgb:0/0/0\u{7}\u{1B}_Gi=31;OK\u{1B}\\x\u{1B}[?65;4c")
        #expect(support.kitty)
        #expect(support.sixel)
    }

    @Test func halfAnAnswerIsNotYetAnAnswer() {
        let partial = read("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;4")
        #expect(partial.kitty)
        #expect(!partial.answered)
        #expect(!read("\u{1B}_Gi=31;OK").kitty)
    }

    @Test func aHostileNameIsCutToPrintableCharacters() {
        let name = read("\u{1B}P>|Evil\u{9B}2J\u{7F}" + String(repeating: "x", count: 200) + "\u{1B}\\\u{1B}[?62c")
            .terminalName
        #expect(name?.hasPrefix("Evil2J") == true)
        #expect(name?.count == 64)
    }

    @Test func iTermImagesByNameOrByTermProgram() {
        var support = GraphicsSupport()
        support.terminalName = "WezTerm 20240203"
        #expect(support.drawsITermImages(termProgram: nil))
        support.terminalName = "XTerm(379)"
        #expect(!support.drawsITermImages(termProgram: "iTerm.app"))
        support.terminalName = nil
        #expect(support.drawsITermImages(termProgram: "iTerm.app"))
        #expect(!support.drawsITermImages(termProgram: "Apple_Terminal"))
    }

    @Test func tmuxPassthroughDoublesEveryEscape() {
        #expect(GraphicsQuery.tmuxPassthrough("\u{1B}[c") == "\u{1B}Ptmux;\u{1B}\u{1B}[c\u{1B}\\")
        let all = GraphicsQuery.all(insideTmux: true)
        #expect(all.hasPrefix("\u{1B}Ptmux;\u{1B}\u{1B}_Gi=31"))
        #expect(all.hasSuffix("\u{1B}\u{1B}[c\u{1B}\\"))
        #expect(GraphicsQuery.all(insideTmux: false).hasSuffix("\u{1B}[c"))
    }

    @Test func theCellSizeFromTheKernelDividesTheWindow() {
        #expect(
            CellSize(TerminalSize(columns: 80, rows: 24, pixelWidth: 800, pixelHeight: 480))
                == CellSize(width: 10, height: 20))
        #expect(CellSize(TerminalSize(columns: 80, rows: 24)) == nil)
    }
}
