import Terminal
import Testing

/// The rule that turns a terminal's answers into a drawing (the pseudo-terminal tests in
/// gifsearchTests and the real terminals of `make test-terminals` check it end to end).
@Suite struct GraphicsChoiceTests {
    private func support(kitty: Bool = false, sixel: Bool = false, registers: Int? = nil, name: String? = nil)
        -> GraphicsSupport
    {
        var support = GraphicsSupport()
        (support.kitty, support.sixel, support.sixelRegisters, support.terminalName) = (kitty, sixel, registers, name)
        support.answered = true
        return support
    }

    private func choice(
        _ support: GraphicsSupport, environment: [String: String] = [:], named: PixelProtocol? = nil,
        insideTmux: Bool = false
    ) -> GraphicsChoice {
        GraphicsChoice.decide(
            support, profile: TerminalProfile(answer: support.terminalName, environment: environment), named: named,
            insideTmux: insideTmux, termProgram: environment["TERM_PROGRAM"], cellPixels: nil)
    }

    @Test func kittyFirstThenITermImagesThenSixelElseCells() {
        #expect(choice(support(kitty: true, sixel: true)).pixels == .kitty)
        #expect(choice(support(sixel: true, name: "WezTerm 20240203")).pixels == .iterm)
        #expect(choice(support(sixel: true, registers: 16)).pixels == .sixel(registers: 16))
        #expect(choice(support(sixel: true)).pixels == .sixel(registers: 256))
        #expect(choice(support()).pixels == nil)
        #expect(choice(support()).details.last == "drawing blocks: it said no graphics protocol")
    }

    @Test func konsolesKittyAnswerIsDistrustedForSixel() {
        let konsole = choice(support(kitty: true, name: "Konsole 22.12.3"))
        #expect(konsole.pixels == .sixel(registers: 256))
        #expect(
            konsole.details.last == "drawing sixel: Konsole's kitty graphics do not animate, and Konsole draws sixel")
    }

    @Test func aNamedSixelTakesTheRegistersTheTerminalHas() {
        let named = choice(support(registers: 16), named: .sixel(registers: 256))
        #expect(named.pixels == .sixel(registers: 16))
        #expect(named.details.last == "drawing sixel: --mode or GIFSEARCH_GRAPHICS says so")
    }

    @Test func insideTmuxANewerKittyGetsPlaceholdersAndSilenceGetsANotice() {
        #expect(choice(support(kitty: true, name: "kitty(0.41.1)"), insideTmux: true).kittyPlaceholders)
        #expect(!choice(support(kitty: true, name: "kitty(0.26.5)"), insideTmux: true).kittyPlaceholders)
        #expect(!choice(support(kitty: true, name: "kitty(0.41.1)")).kittyPlaceholders)
        let silent = GraphicsChoice.decide(
            GraphicsSupport(), profile: TerminalProfile(answer: nil, environment: [:]), named: nil, insideTmux: true,
            termProgram: nil, cellPixels: nil)
        #expect(silent.pixels == nil)
        #expect(silent.notices.count == 1)
        #expect(choice(support(), insideTmux: true).notices.isEmpty, "a terminal that answered needs no word")
    }

    @Test func theKernelsCellSizeWinsOverTheAnswer() {
        var answered = support(kitty: true)
        answered.cellPixels = CellSize(width: 10, height: 20)
        let kernel = GraphicsChoice.decide(
            answered, profile: TerminalProfile(answer: nil, environment: [:]), named: nil, insideTmux: false,
            termProgram: nil, cellPixels: CellSize(width: 9, height: 21))
        #expect(kernel.cellPixels == CellSize(width: 9, height: 21))
        #expect(choice(answered).cellPixels == CellSize(width: 10, height: 20))
    }
}
