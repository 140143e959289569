import Testing

@testable import Terminal

@Suite struct SecretEntryTests {
    private func typed(_ keys: [Key]) -> SecretEntry {
        keys.reduce(into: SecretEntry()) { $0.apply($1) }
    }

    @Test func enterGivesWhatWasTypedAndPastedWithoutTheSpacesAround() {
        let entry = typed([.character(" "), .character("a"), .paste("b c\nd"), .character("x"), .backspace, .enter])
        #expect(entry.result == .some("abcd"))
    }

    @Test(arguments: [Key.escape, .ctrl("c"), .ctrl("d"), .ctrl("q")])
    func aRefusalGivesNothing(key: Key) {
        #expect(typed([.character("a"), key]).result == .some(nil))
    }

    @Test(arguments: [(Key.escape, false), (.ctrl("c"), true), (.ctrl("d"), false), (.ctrl("q"), false)])
    func onlyCtrlCInterrupts(key: Key, interrupts: Bool) {
        #expect(typed([.character("a"), key]).interrupted == interrupts)
        #expect(typed([.character("a"), key, .ctrl("c")]).interrupted == interrupts, "the answer is given")
    }

    @Test func keysAfterTheAnswerChangeNothing() {
        #expect(typed([.character("a"), .enter, .character("b"), .escape]).result == .some("a"))
        #expect(typed([.character("a")]).result == nil)
    }
}
