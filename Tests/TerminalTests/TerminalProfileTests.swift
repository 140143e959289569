import Terminal
import Testing

@Suite struct TerminalProfileTests {
    @Test func theTerminalsOwnAnswerComesFirst() {
        let profile = TerminalProfile(
            answer: "Konsole 22.12.3", environment: ["KITTY_WINDOW_ID": "1", "TERM": "xterm-kitty"])
        #expect(profile == TerminalProfile(family: .konsole, name: "Konsole 22.12.3", source: "XTVERSION"))
    }

    @Test(arguments: [
        (["KITTY_WINDOW_ID": "1", "TERM": "xterm-kitty"], TerminalProfile.Family.kitty, "KITTY_WINDOW_ID"),
        (["KONSOLE_VERSION": "221203", "TERM": "xterm-256color"], .konsole, "KONSOLE_VERSION"),
        (["ALACRITTY_WINDOW_ID": "4194311", "TERM": "alacritty"], .alacritty, "ALACRITTY_WINDOW_ID"),
        (["TERM_PROGRAM": "WezTerm"], .wezterm, "TERM_PROGRAM"),
        (["TERM": "mlterm"], .mlterm, "TERM"),
        (["TERM": "xterm-256color"], .unknown, "nothing it said"),
    ])
    func withoutAnAnswerTheVariablesSay(
        environment: [String: String], family: TerminalProfile.Family, source: String
    ) {
        let profile = TerminalProfile(answer: nil, environment: environment)
        #expect(profile.family == family)
        #expect(profile.source == source)
    }

    @Test func konsoleAnimatesSixelNotKittyGraphicsSince2204() {
        let answered = TerminalProfile(answer: "Konsole 22.12.3", environment: [:])
        #expect(!answered.animatesKittyGraphics)
        #expect(answered.drawsSixel)
        #expect(TerminalProfile(answer: nil, environment: ["KONSOLE_VERSION": "221203"]).drawsSixel)
        #expect(!TerminalProfile(answer: nil, environment: ["KONSOLE_VERSION": "211202"]).drawsSixel)
        let kitty = TerminalProfile(answer: "kitty(0.26.5)", environment: [:])
        #expect(kitty.animatesKittyGraphics)
        #expect(!kitty.drawsSixel)
    }

    @Test func kittyDrawsPlaceholdersFrom028() {
        #expect(TerminalProfile(answer: "kitty(0.28.0)", environment: [:]).drawsKittyPlaceholders)
        #expect(TerminalProfile(answer: "kitty(0.35.2)", environment: [:]).drawsKittyPlaceholders)
        #expect(!TerminalProfile(answer: "kitty(0.26.5)", environment: [:]).drawsKittyPlaceholders)
        #expect(!TerminalProfile(answer: nil, environment: ["KITTY_WINDOW_ID": "1"]).drawsKittyPlaceholders)
        #expect(!TerminalProfile(answer: "XTerm(379)", environment: [:]).drawsKittyPlaceholders)
    }
}
