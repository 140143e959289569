import FixtureSupport
import Foundation
import GIF
import Testing

/// `preview` in pixels on a fake terminal that says it draws kitty or sixel graphics:
/// placement, animation, interruption and tmux.
@Suite(.ownThreads) struct PixelPreviewTests {
    private let folder: GIFFolder

    init() throws {
        folder = try GIFFolder()
    }

    private static let kitty = "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c"
    private static let sixel = "\u{1B}[?63;1;2;4;22c"
    private static let konsoleAnswer = "\u{1B}_Gi=0;OK\u{1B}\\"

    /// A GIF of `frames` frames of `width` × `height` noise (5 cs each), playing `loopCount`.
    private func noise(width: Int = 8, height: Int = 4, frames: Int = 2, loopCount: Int? = 0) throws -> String {
        var generator = SystemRandomNumberGenerator()
        let palette = (0..<256).map { _ in RGB(generator.next(), generator.next(), generator.next()) }
        let images = (0..<frames).map { _ in
            GIFEncoder.Image(
                width: width, height: height, indices: (0..<(width * height)).map { _ in generator.next() }, delay: 5)
        }
        return try folder.write(
            "noise-\(width)x\(height)x\(frames).gif",
            try GIFEncoder.encode(
                width: width, height: height, globalPalette: palette, loopCount: loopCount, images: images))
    }

    private func count(_ text: String, in run: FakeTerminal) -> Int {
        run.writtenText.components(separatedBy: text).count - 1
    }

    /// Found in kitty 0.26.5, which stopped early or froze on animations handed to it with
    /// frames sent in chunks: each frame is transmitted under the image's id, in turn.
    @Test func aKittyAnimationIsPlayedFrameByFrameAndDeletedWhenInterrupted() throws {
        let run = try FakeTerminal(
            ["preview", try noise(frames: 3)], answer: Self.kitty,
            typing: [.on("\u{1B}[?2026h\u{1B}8\u{1B}_Ga=T,", times: 3, type: "\u{3}")])
        #expect(run.status == 130)
        let text = run.writtenText
        let id = try #require(text.firstMatch(of: /\x1B_Ga=T,i=(\d+),/)?.1)
        #expect(
            count("\u{1B}[?2026h\u{1B}8\u{1B}_Ga=T,i=\(id),C=1,", in: run) >= 3, "frames replace the image in place")
        #expect(!text.contains("\u{1B}_Ga=f,") && !text.contains("\u{1B}_Ga=a,"), "kitty is not handed the frames")
        #expect(text.contains("\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\"), "an interrupted preview deletes its image")
        // The terminal is asked for its device attributes last, to read what it still owes.
        #expect(text.hasSuffix("\u{1B}[?25h\r\n\u{1B}[c"))
    }

    /// Found in alacritty (9 × 21-pixel cells, no graphics protocol): half blocks drawn for
    /// 1 × 2 cells made a 2:1 GIF 20 rows tall, 17% too tall; for its cells it is 17 rows.
    @Test func blocksKeepTheAspectOfTheCellsTheTerminalHas() throws {
        let gif = try noise(width: 200, height: 100, frames: 1)
        func rows(_ pixels: (width: Int, height: Int)?) throws -> Int {
            let run = try FakeTerminal(["preview", gif, "--mode", "blocks"], answer: nil, pixels: pixels)
            #expect(run.status == 0)
            return run.written.count { $0 == UInt8(ascii: "\n") }
        }
        #expect(try rows((width: 80 * 9, height: 24 * 21)) == 17)
        #expect(try rows(nil) == 20)
    }

    /// Found in Konsole, which answers every kitty command `ESC _ G i=0;OK ESC \` though asked
    /// for silence: the answers were echoed beside the picture and left in the shell's prompt.
    @Test(arguments: [false, true])
    func answersToKittyCommandsAreNeitherShownNorLeftForTheShell(interrupted: Bool) throws {
        let run = try FakeTerminal(
            ["preview", try noise(frames: 3), "--loops", interrupted ? "0" : "1"], answer: Self.kitty,
            typing: interrupted ? [.on("\u{1B}_Ga=T,", times: 2, type: "\u{3}")] : [],
            graphicsAnswer: Self.konsoleAnswer)
        #expect(run.status == (interrupted ? 130 : 0))
        #expect(!run.writtenText.contains("Gi=0;OK"), "no answer is echoed")
        let left = String(decoding: run.leftForTheShell, as: UTF8.self)
        #expect(left.isEmpty, "left for the shell: \(left.debugDescription)")
    }

    @Test func aKittyAnimationThatEndsIsLeftOnScreen() throws {
        let run = try FakeTerminal(["preview", try noise(), "--loops", "2"], answer: Self.kitty)
        #expect(run.status == 0)
        // Two plays of two frames, the last one left on screen.
        #expect(count("\u{1B}_Ga=T,", in: run) == 4)
        #expect(!run.writtenText.contains("a=d,"))
    }

    @Test func aSixelAnimationIsRedrawnInPlaceInsideSynchronizedOutput() throws {
        let run = try FakeTerminal(["preview", try noise(frames: 3), "--loops", "2"], answer: Self.sixel)
        #expect(run.status == 0)
        // Every picture drawn is a redraw in place, inside synchronized output. How many are drawn
        // is the clock's: a frame whose time has passed is skipped (under load, 5 of 6 here), but
        // the first and the last are always drawn.
        let pictures = count("\u{1B}P0;1;0q\"1;1;8;4", in: run)
        #expect(pictures >= 2)
        #expect(count("\u{1B}[?2026h\u{1B}8\u{1B}P0;1;0q\"1;1;8;4", in: run) == pictures)
        // The picture's one line is made, the cursor saved at its start, and left below it.
        #expect(run.writtenText.contains("\r\n\u{1B}[1A\u{1B}7"))
        #expect(run.writtenText.contains("\u{1B}8\u{1B}[1B\r"))
    }

    @Test func anInterruptedSixelAnimationLeavesTheCursorBelowIt() throws {
        let run = try FakeTerminal(
            ["preview", try noise()], answer: Self.sixel, typing: [.on("\u{1B}P0;1;0q", times: 2, type: "\u{3}")])
        #expect(run.status == 130)
        let tail = run.writtenText.suffix(40)
        #expect(tail.contains("\u{1B}8\u{1B}[1B\r"))
        #expect(tail.contains("\u{1B}[?25h"))
    }

    @Test func insideTmuxEachKittyCommandIsWrappedOnItsOwn() throws {
        let run = try FakeTerminal(
            ["preview", try noise(width: 64, height: 64, frames: 1), "--no-animate"], answer: Self.kitty,
            environment: ["TMUX": "/tmp/t,1,0"])
        #expect(run.status == 0)
        let commands = count("\u{1B}\u{1B}_G", in: run)
        #expect(commands >= 3, "64 × 64 noise takes several chunks")
        // One passthrough for the questions, one per command.
        #expect(count("\u{1B}Ptmux;", in: run) == commands)
        #expect(count("\u{1B}_G", in: run) == commands, "no command outside passthrough")
    }

    @Test func theImageFitsTheCellsAndGrowsOnlyWithScale() throws {
        let path = try noise(width: 100, height: 50, frames: 1)
        let pixels = (width: 800, height: 480)  // 10 × 20 pixel cells
        let shrunk = try FakeTerminal(["preview", path, "--width", "5"], answer: Self.sixel, pixels: pixels)
        #expect(shrunk.writtenText.contains("\"1;1;50;25"))
        let small = try FakeTerminal(["preview", path, "--width", "20"], answer: Self.sixel, pixels: pixels)
        #expect(small.writtenText.contains("\"1;1;100;50"))
        let grown = try FakeTerminal(["preview", path, "--width", "20", "--scale"], answer: Self.sixel, pixels: pixels)
        #expect(grown.writtenText.contains("\"1;1;200;100"))
        // Two lines of 20 pixels hold 25 and 50 pixels' height.
        #expect(shrunk.writtenText.contains("\u{1B}[2A\u{1B}7"))
        #expect(small.writtenText.contains("\u{1B}[3A\u{1B}7"))
    }

    @Test func anITermTerminalIsSentTheGIFItself() throws {
        let path = try noise()
        let answer = "\u{1B}P>|iTerm2 3.5.0\u{1B}\\\u{1B}[?62;22c"
        let run = try FakeTerminal(["preview", path], answer: answer)
        #expect(run.status == 0)
        let payload = try #require(
            run.writtenText.firstMatch(of: /\x1B\]1337;File=inline=1;[^:]*:([A-Za-z0-9+\/=]+)\x07/)?.1)
        let bytes = try #require(Data(base64Encoded: String(payload)))
        #expect([UInt8](bytes) == [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        let twice = try FakeTerminal(["preview", path, "--loops", "2"], answer: answer)
        let rewritten = try #require(twice.writtenText.firstMatch(of: /:([A-Za-z0-9+\/=]+)\x07/)?.1)
        var plays: Int?
        let reading = try GIFFile.frames(of: [UInt8](try #require(Data(base64Encoded: String(rewritten))))) { _ in }
        plays = reading.info.loopCount
        #expect(plays == 1, "two plays: loop count 1")
    }
}

/// `search --preview` on a terminal that draws sixel: each result's thumbnail in pixels, its
/// text beside it.
@Suite(.ownThreads) struct PixelThumbnailTests {
    @Test func thumbnailsAreDrawnInPixelsWithTheTextBeside() throws {
        let server = try FixtureServer()
        let temporary = TemporaryFolder("thumbs")
        let cache = temporary.path
        let environment = [
            "GIFSEARCH_API_URL": server.baseURL, "GIPHY_API_KEY": FixtureServer.apiKey, "XDG_CACHE_HOME": cache,
            "XDG_CONFIG_HOME": cache,
        ]
        let run = try FakeTerminal(
            ["cats", "--preview", "--limit", "3"], answer: "\u{1B}[?63;4c", environment: environment,
            pixels: (width: 800, height: 480))
        #expect(run.status == 0)
        let text = run.writtenText
        #expect(text.components(separatedBy: "\u{1B}P0;1;0q").count - 1 == 3)
        // The fixture's 53 × 40 thumbnails (fixed_height_small) fit 8 × 3 cells of 10 × 20 pixels
        // as they are; the text starts two cells right of them.
        let sizes = text.matches(of: /"1;1;(\d+);(\d+)/).map { "\($0.1)×\($0.2)" }
        #expect(sizes == ["53×40", "53×40", "53×40"])
        #expect(text.components(separatedBy: "\u{1B}8\u{1B}[10C").count - 1 == 3)
        #expect(text.contains("Powered by GIPHY"))
        #expect(!text.contains("▀"))
    }
}

/// `pick` on terminals that draw kitty or sixel graphics: the selected GIF in pixels in the
/// preview area, replaced as the selection moves, gone when the picker ends.
@Suite(.ownThreads) struct PixelPickTests {
    private func pick(answer: String, typing: [FakeTerminal.Keystroke]) throws -> FakeTerminal {
        let server = try FixtureServer()
        let temporary = TemporaryFolder("pick")
        let cache = temporary.path
        let environment = [
            "GIFSEARCH_API_URL": server.baseURL, "GIPHY_API_KEY": FixtureServer.apiKey, "XDG_CACHE_HOME": cache,
            "XDG_CONFIG_HOME": cache,
        ]
        return try FakeTerminal(
            ["pick", "cats"], answer: answer, environment: environment, pixels: (width: 800, height: 480),
            typing: typing)
    }

    @Test func kittyImagesAreReplacedAsTheSelectionMovesAndDeletedAtTheEnd() throws {
        let secondPicture = FakeTerminal.Keystroke(when: { Self.pictureIDs(in: $0).count >= 2 }, text: "\u{1B}")
        let run = try pick(
            answer: "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c",
            typing: [.on("\u{1B}_Ga=T,", type: "\u{1B}[B"), secondPicture])
        #expect(run.status == 130)
        let text = run.writtenText
        let ids = Self.pictureIDs(in: text)
        #expect(ids.count >= 2 && ids[0] != ids[1], "a picture for the first GIF, then one for the second")
        if let first = ids.first {
            #expect(text.contains("\u{1B}_Ga=d,d=I,i=\(first),q=2\u{1B}\\"), "the first picture is deleted")
        }
        #expect(text.contains("\u{1B}_Ga=d,d=A,q=2\u{1B}\\\u{1B}[?2004l"), "every picture is gone at the end")
        #expect(!text.contains("▀"))
    }

    /// The ids of the kitty pictures drawn in the preview area, in turn.
    private static func pictureIDs(in text: String) -> [String] {
        var ids: [String] = []
        for match in text.matches(of: /\x1B\[3;\d+H\x1B_Ga=T,i=(\d+),/) where ids.last != String(match.1) {
            ids.append(String(match.1))
        }
        return ids
    }

    @Test func sixelFramesAreDrawnInThePreviewArea() throws {
        let run = try pick(answer: "\u{1B}[?63;4c", typing: [.on("\u{1B}P0;1;0q", type: "\u{1B}")])
        #expect(run.status == 130)
        let frames = run.writtenText.matches(of: /\x1B\[3;(\d+)H\x1BP0;1;0q"1;1;(\d+);(\d+)/)
        #expect(!frames.isEmpty)
        // The preview starts right of the list (45 of 80 columns) and fits 35 × 20 cells of 10 × 20.
        #expect(frames.allSatisfy { Int($0.1)! >= 38 && Int($0.2)! <= 350 && Int($0.3)! <= 400 })
        #expect(!run.writtenText.contains("_Ga="))
    }

    /// Found in Konsole, which keeps sixel pixels under blank cells: the old preview stayed
    /// around the new one. A sixel picture goes with a cleared screen, and the list is drawn
    /// again.
    @Test func aSixelPictureThatGoesClearsTheScreen() throws {
        let redrawn = FakeTerminal.Keystroke(
            when: { text in
                guard let picture = text.range(of: "\u{1B}P0;1;0q"),
                    let cleared = text[picture.upperBound...].range(of: "\u{1B}[2J")
                else { return false }
                return text[cleared.upperBound...].contains("zzqx")
            }, text: "\u{1B}")
        let run = try pick(answer: "\u{1B}[?63;4c", typing: [.on("\u{1B}P0;1;0q", type: "zzqx"), redrawn])
        #expect(run.status == 130)
        let text = run.writtenText
        let firstPicture = text.range(of: "\u{1B}P0;1;0q")
        #expect(firstPicture != nil, "a sixel picture is drawn")
        let afterPicture = firstPicture.map { text[$0.upperBound...] } ?? ""
        let cleared = afterPicture.range(of: "\u{1B}[2J")
        #expect(cleared != nil, "the screen is cleared when the picture goes")
        let afterClear = cleared.map { afterPicture[$0.upperBound...] } ?? ""
        #expect(afterClear.contains("zzqx"), "the query line is drawn again")
    }
}
