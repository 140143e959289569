import Terminal
import Testing

@Suite struct TerminalEnvironmentTests {
    @Test func tmuxIsTheServerAndThePaneWhenBothAreSet() {
        let inside = TerminalEnvironment(["TMUX": "/tmp/tmux-0/default,4242,0", "TMUX_PANE": "%3"])
        #expect(inside.insideTmux)
        #expect(inside.tmuxPane?.socket == "/tmp/tmux-0/default" && inside.tmuxPane?.pane == "%3")
        #expect(TerminalEnvironment(["TMUX": "/tmp/tmux-0/default,1,0"]).tmuxPane == nil)
        #expect(!TerminalEnvironment(["TMUX": ""]).insideTmux)
        #expect(!TerminalEnvironment([:]).insideTmux)
    }

    @Test func noColorIsSetToAnythingAndTrueColorIsSaidByCOLORTERM() {
        #expect(TerminalEnvironment(["NO_COLOR": ""]).noColor)
        #expect(!TerminalEnvironment([:]).noColor)
        #expect(TerminalEnvironment(["COLORTERM": "truecolor"]).trueColor)
        #expect(TerminalEnvironment(["COLORTERM": "24bit"]).trueColor)
        #expect(!TerminalEnvironment(["COLORTERM": "yes"]).trueColor)
        #expect(TerminalEnvironment(["TERM": "xterm-256color"]).term == "xterm-256color")
    }
}
