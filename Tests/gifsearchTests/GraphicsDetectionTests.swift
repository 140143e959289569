import FixtureSupport
import Foundation
import GIF
import Testing

/// `--mode auto` against a fake terminal on a pseudo-terminal: what it answers decides what is
/// drawn, and a terminal that answers nothing (or nonsense) gets half blocks, soon.
@Suite(.ownThreads) struct GraphicsDetectionTests {
    private let folder: GIFFolder
    private let path: String

    /// A 4 × 2 still in 32 colours, and the arguments that show it once.
    init() throws {
        folder = try GIFFolder()
        let palette = (0..<32).map { RGB(UInt8($0 * 8), UInt8(255 - $0 * 8), 128) }
        path = try folder.write(
            "colours.gif",
            try GIFEncoder.encode(
                width: 8, height: 4, globalPalette: palette, loopCount: nil,
                images: [GIFEncoder.Image(width: 8, height: 4, indices: (0..<32).map { UInt8($0) })]))
    }

    private var still: [String] { ["preview", path, "--no-animate"] }

    /// What was written after the questions.
    private func picture(_ run: FakeTerminal) -> String {
        String(decoding: run.written.dropFirst(run.questions?.count ?? 0), as: UTF8.self)
    }

    /// Half blocks in colour, and no graphics.
    private func isBlocks(_ drawn: String) -> Bool {
        drawn.contains("\u{1B}[48;") && !drawn.contains("\u{1B}_G") && !drawn.contains("\u{1B}P")
            && !drawn.contains("\u{1B}]1337")
    }

    private static let kittyOK = "\u{1B}_Gi=31;OK\u{1B}\\"

    @Test func aKittyTerminalGetsKittyGraphics() throws {
        let run = try FakeTerminal(still, answer: Self.kittyOK + "\u{1B}[?62;22c")
        #expect(run.status == 0)
        #expect(run.questions.map { String(decoding: $0, as: UTF8.self).contains("\u{1B}_Gi=31,s=1,v=1,a=q") } == true)
        let drawn = picture(run)
        #expect(drawn.contains("\u{1B}_Ga=T,"))
        #expect(drawn.contains("s=8,v=4"))
        #expect(!drawn.contains("\u{1B}[48;"))
        // Found in kitty ("[PARSE ERROR] CSI code S"): XTSMGRAPHICS is asked only of a terminal
        // that said sixel.
        #expect(!run.writtenText.contains("\u{1B}[?1;1;0S"))
    }

    @Test func aSixelTerminalGetsSixelsInTheRegistersItHas() throws {
        let run = try FakeTerminal(still, answer: "\u{1B}[?1;0;16S\u{1B}[?63;1;2;4;6;9;15;22c")
        #expect(run.status == 0)
        let drawn = picture(run)
        #expect(drawn.contains("\u{1B}P0;1;0q\"1;1;8;4"))
        #expect(drawn.contains("#15;2;"))
        #expect(!drawn.contains("#16;2;"), "32 colours must be cut to the 16 registers the terminal reported")
        #expect(!drawn.contains("\u{1B}[48;"))
    }

    @Test func anITermStyleTerminalNamedByXTVersionGetsInlineImages() throws {
        let run = try FakeTerminal(still, answer: "\u{1B}P>|WezTerm 20240203\u{1B}\\\u{1B}[?62;22c")
        #expect(run.status == 0)
        #expect(picture(run).contains("\u{1B}]1337;File=inline=1;"))
    }

    /// What Konsole 22.12.3 answers: the kitty query OK, although it draws one frame of a kitty
    /// animation and answers every kitty command; its device attributes list sixel.
    private static let konsole = kittyOK + "\u{1B}P>|Konsole 22.12.3\u{1B}\\\u{1B}[6;18;8t\u{1B}[?62;1;4c"

    @Test func konsoleGetsSixelThoughItAnswersTheKittyQuery() throws {
        let run = try FakeTerminal(still, answer: Self.konsole)
        #expect(run.status == 0)
        let drawn = picture(run)
        #expect(drawn.contains("\u{1B}P0;1;0q"))
        #expect(!drawn.contains("\u{1B}_Ga="))
    }

    @Test func konsoleKnownOnlyByItsVariableGetsSixel() throws {
        let run = try FakeTerminal(
            still, answer: Self.kittyOK + "\u{1B}[?62;1c", environment: ["KONSOLE_VERSION": "221203"])
        #expect(run.status == 0)
        #expect(picture(run).contains("\u{1B}P0;1;0q"))
    }

    @Test func verboseSaysWhatTheTerminalIsWhatItAnsweredAndWhatIsDrawn() throws {
        let run = try FakeTerminal(still + ["--verbose"], answer: Self.konsole)
        #expect(run.status == 0)
        #expect(run.standardError.contains("gifsearch: terminal: Konsole 22.12.3 (from XTVERSION)\n"))
        #expect(
            run.standardError.contains(
                "gifsearch: it answered: kitty graphics yes, sixel yes, cells of 8 × 18 pixels\n"))
        #expect(
            run.standardError.contains(
                "gifsearch: drawing sixel: Konsole's kitty graphics do not animate, and its device attributes list sixel\n"
            ))
    }

    /// Inside tmux, a kitty that draws Unicode placeholders gets its image as a virtual placement
    /// in passthrough and the placeholders as text in the pane, which tmux keeps in their cells.
    @Test func insideTmuxANewerKittyGetsPlaceholdersAndAnOlderOnePassthrough() throws {
        func drawn(_ version: String) throws -> String {
            let answer = Self.kittyOK + "\u{1B}P>|kitty(\(version))\u{1B}\\\u{1B}[?62;22c"
            let run = try FakeTerminal(still, answer: answer, environment: ["TMUX": "/tmp/t,1,0"])
            #expect(run.status == 0)
            return picture(run)
        }
        let newer = try drawn("0.35.2")
        #expect(newer.contains("\u{1B}Ptmux;\u{1B}\u{1B}_Ga=T,i="))
        let placement = try #require(newer.firstMatch(of: /,c=(\d+),r=(\d+),U=1,f=32,s=(\d+),v=(\d+)/))
        let (columns, rows) = (Int(placement.1)!, Int(placement.2)!)
        let placeholders = newer.unicodeScalars.filter { $0 == "\u{10EEEE}" }.count
        #expect(placeholders == columns * rows, "a placeholder for each of the picture's cells")
        // Found in kitty 0.41.1: it fits the image to the cells, so the frame fills them exactly
        // (8 × 16-pixel cells assumed), padded with transparent pixels.
        #expect(Int(placement.3)! == columns * 8 && Int(placement.4)! == rows * 16)
        #expect(!newer.contains("\u{1B}\u{1B}[38;2;"), "the placeholders are text, not passthrough")
        let older = try drawn("0.26.5")
        #expect(older.contains("\u{1B}Ptmux;\u{1B}\u{1B}_Ga=T,i="))
        #expect(!older.contains("U=1") && !older.unicodeScalars.contains("\u{10EEEE}"))
    }

    /// Found with kitty 0.41.1 and tmux 3.5a: the terminal answers tmux's active pane, so from
    /// another pane the answers were typed there (and run by its shell). Nothing is asked there.
    @Test func fromATmuxPaneThatIsNotActiveNothingIsAsked() throws {
        let tmux = try TmuxPane(environment: [:])
        let server = try tmux.socketPath() + ",1,0"
        let inactive = try tmux.splitInactive()
        let asked = Self.kittyOK + "\u{1B}[?62;22c"
        let run = try FakeTerminal(still, answer: asked, environment: ["TMUX": server, "TMUX_PANE": inactive])
        #expect(run.status == 0)
        #expect(run.questions == nil)
        #expect(isBlocks(run.writtenText))
        #expect(run.standardError.contains("this tmux pane is not the active one"))
        let active = try FakeTerminal(still, answer: asked, environment: ["TMUX": server, "TMUX_PANE": "%0"])
        #expect(active.questions != nil)
    }

    /// A terminal that answers nothing: gifsearch stops waiting at its deadline (and says so)
    /// and draws blocks; one that waited on would be hung up on and fail.
    @Test func aSilentTerminalGetsBlocksAtTheDeadline() throws {
        let run = try FakeTerminal(still + ["--verbose"], answer: nil)
        #expect(run.status == 0)
        #expect(run.questions != nil)
        #expect(isBlocks(picture(run)))
        #expect(run.standardError.contains("it answered: nothing within 1000 ms"), "\(run.standardError)")
    }

    @Test(arguments: [
        "\u{1B}[?62;4", "garbage\u{7}\u{1B}]x\u{1B}_Gi=31;NO\u{1B}\\",
        "\u{1B}[?62;22c" + kittyOK + "\u{1B}[?63;4c",
    ])
    func aTerminalAnsweringNonsenseGetsBlocks(answer: String) throws {
        let run = try FakeTerminal(still, answer: answer)
        #expect(run.status == 0)
        #expect(isBlocks(picture(run)))
    }

    @Test func insideTmuxTheQuestionsAndPicturesGoThroughPassthrough() throws {
        let run = try FakeTerminal(still, answer: Self.kittyOK + "\u{1B}[?62c", environment: ["TMUX": "/tmp/t,1,0"])
        #expect(run.status == 0)
        let questions = String(decoding: try #require(run.questions), as: UTF8.self)
        #expect(questions.contains("\u{1B}Ptmux;\u{1B}\u{1B}_Gi=31"))
        #expect(picture(run).contains("\u{1B}Ptmux;\u{1B}\u{1B}_Ga=T,"))
        #expect(run.standardError.isEmpty)
    }

    @Test func insideTmuxWithoutPassthroughItSaysSoOnce() throws {
        let run = try FakeTerminal(still, answer: nil, environment: ["TMUX": "/tmp/t,1,0"])
        #expect(run.status == 0)
        #expect(run.standardError.components(separatedBy: "allow-passthrough").count == 2)
        #expect(isBlocks(picture(run)))
    }

    @Test func theEnvironmentOverridesTheQuestion() throws {
        let sixel = try FakeTerminal(still, answer: nil, environment: ["GIFSEARCH_GRAPHICS": "sixel"])
        #expect(picture(sixel).contains("\u{1B}P0;1;0q"))
        let blocks = try FakeTerminal(
            still, answer: Self.kittyOK + "\u{1B}[?62;4c", environment: ["GIFSEARCH_GRAPHICS": "blocks"])
        #expect(blocks.questions == nil, "blocks need no questions")
        #expect(isBlocks(blocks.writtenText))
        let wrong = try FakeTerminal(still, answer: nil, environment: ["GIFSEARCH_GRAPHICS": "pictures"])
        #expect(wrong.status == 2)
        #expect(wrong.standardError.contains("GIFSEARCH_GRAPHICS"))
    }

    @Test func pipedNothingIsAskedAndBlocksAreWritten() throws {
        let run = CommandRun(["preview", path, "--color", "truecolor"])
        #expect(run.status == 0)
        #expect(!run.openedTerminal, "nothing is asked of a terminal when stdout is piped")
        #expect(isBlocks(run.standardOutput))
    }
}
