import Foundation
import GIF
import Testing

/// `preview` in pixels on a fake terminal that says it draws kitty or sixel graphics:
/// placement, animation, interruption and tmux.
@Suite struct PixelPreviewTests {
    private let folder: GIFFolder

    init() throws {
        folder = try GIFFolder()
    }

    private static let kitty = "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c"
    private static let sixel = "\u{1B}[?63;1;2;4;22c"

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

    @Test func aKittyAnimationIsHandedOverAndDeletedWhenInterrupted() throws {
        let run = try FakeTerminal(["preview", try noise(frames: 3)], answer: Self.kitty, interruptAfter: 0.5)
        #expect(run.status == 130)
        let text = run.writtenText
        let id = try #require(text.firstMatch(of: /\x1B_Ga=T,i=(\d+),/)?.1)
        #expect(count("\u{1B}_Ga=f,i=\(id),z=50", in: run) == 2)
        #expect(text.contains("\u{1B}_Ga=a,i=\(id),s=3,v=1,q=2\u{1B}\\"))
        #expect(text.contains("\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\"), "an interrupted preview deletes its image")
        #expect(text.hasSuffix("\u{1B}[?25h\r\n"))
    }

    @Test func aKittyAnimationThatEndsIsLeftOnScreen() throws {
        let run = try FakeTerminal(["preview", try noise(), "--loops", "2"], answer: Self.kitty)
        #expect(run.status == 0)
        #expect(run.writtenText.contains("s=3,v=3,q=2"))
        #expect(!run.writtenText.contains("a=d,"))
    }

    @Test func aSixelAnimationIsRedrawnInPlaceInsideSynchronizedOutput() throws {
        let run = try FakeTerminal(["preview", try noise(frames: 3), "--loops", "2"], answer: Self.sixel)
        #expect(run.status == 0)
        #expect(count("\u{1B}[?2026h\u{1B}8\u{1B}P0;1;0q\"1;1;8;4", in: run) == 6)
        // The picture's one line is made, the cursor saved at its start, and left below it.
        #expect(run.writtenText.contains("\r\n\u{1B}[1A\u{1B}7"))
        #expect(run.writtenText.contains("\u{1B}8\u{1B}[1B\r"))
    }

    @Test func anInterruptedSixelAnimationLeavesTheCursorBelowIt() throws {
        let run = try FakeTerminal(["preview", try noise()], answer: Self.sixel, interruptAfter: 0.5)
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
