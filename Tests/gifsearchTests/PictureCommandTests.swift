import FixtureSupport
import Foundation
import GIF
import Testing

/// `frames --format png` and `sheet`, read back by ImageMagick (an independent PNG reader).
@Suite(.ownThreads) struct PictureCommandTests {
    private let folder: GIFFolder

    init() throws {
        folder = try GIFFolder()
    }

    /// Three 3 × 2 frames, 5 cs each: red with a transparent corner, green, blue; looping
    /// forever unless `loopCount` says otherwise (`nil`: played once).
    private func sample(loopCount: Int? = 0, name: String = "sample.gif") throws -> String {
        let bytes = try GIFEncoder.encode(
            width: 3, height: 2, globalPalette: [RGB(255, 0, 0), RGB(0, 255, 0), RGB(0, 0, 255), RGB(9, 9, 9)],
            loopCount: loopCount,
            images: [
                GIFEncoder.Image(width: 3, height: 2, indices: [3, 0, 0, 0, 0, 0], delay: 5, transparentIndex: 3),
                GIFEncoder.Image(width: 3, height: 2, indices: Array(repeating: 1, count: 6), delay: 5),
                GIFEncoder.Image(width: 3, height: 2, indices: Array(repeating: 2, count: 6), delay: 5),
            ])
        return try folder.write(name, bytes)
    }

    /// The RGBA pixels of a PNG, as ImageMagick reads them.
    private func pixels(ofPNG bytes: [UInt8]) throws -> (width: Int, height: Int, rgba: [UInt8]) {
        let path = try folder.write("read.png", bytes)
        let size = try CommandRun.external("/usr/bin/identify", ["-format", "%w %h", path], environment: [:])
        let numbers = size.standardOutput.split(separator: " ").compactMap { Int($0) }
        let rgba = try CommandRun.external("/usr/bin/convert", [path, "-depth", "8", "rgba:-"], environment: [:])
        try #require(numbers.count == 2 && rgba.status == 0)
        return (numbers[0], numbers[1], rgba.outputBytes)
    }

    @Test func aPNGFrameHoldsExactlyTheCompositedFrame() throws {
        let gif = try sample()
        for (arguments, index) in [
            (["--frame", "0"], 0), (["--frame", "2"], 2), (["--at", "0.05s"], 1), (["--at", "120ms"], 2),
        ] {
            let png = CommandRun(["frames", gif, "--format", "png"] + arguments)
            #expect(png.status == 0, "\(arguments)")
            #expect(png.outputBytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            let raw = CommandRun(["frames", gif, "--format", "rgba", "--frame", String(index)])
            let decoded = try pixels(ofPNG: png.outputBytes)
            #expect(decoded.width == 3 && decoded.height == 2)
            #expect(decoded.rgba == raw.outputBytes, "\(arguments)")
        }
        let first = try pixels(ofPNG: CommandRun(["frames", gif, "--format", "png", "--frame", "0"]).outputBytes)
        #expect(Array(first.rgba.prefix(8)) == [0, 0, 0, 0, 255, 0, 0, 255])
    }

    @Test func aPNGNeedsExactlyOneFrameThatExists() throws {
        let gif = try sample()
        for arguments in [[], ["--frame", "1", "--at", "1s"], ["--at", "soon"], ["--at", "-1s"]] {
            let run = CommandRun(["frames", gif, "--format", "png"] + arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.outputBytes.isEmpty && run.standardError.filter { $0 == "\n" }.count == 1)
        }
    }

    /// Past one play (0.15 s), a looping GIF wraps: 2 s is 0.05 s into its fourteenth play,
    /// frame 1. A GIF that plays once holds its last frame.
    @Test func aTimePastOnePlayWrapsOrHoldsTheLastFrame() throws {
        for (gif, index) in [(try sample(), 1), (try sample(loopCount: nil, name: "once.gif"), 2)] {
            let late = CommandRun(["frames", gif, "--format", "png", "--at", "2s"])
            #expect(late.status == 0 && late.standardError.isEmpty, "\(gif): \(late.standardError)")
            let raw = CommandRun(["frames", gif, "--format", "rgba", "--frame", String(index)])
            #expect(try pixels(ofPNG: late.outputBytes).rgba == raw.outputBytes, "\(gif)")
        }
    }

    @Test func aSheetLaysFramesOutWithPaddingOverTheBackground() throws {
        let gif = try sample()
        let output = folder.url.appendingPathComponent("sheet.png").path
        let run = CommandRun([
            "sheet", gif, "--frames", "3", "--cols", "2", "--padding", "1", "--background", "#102030", "-o", output,
        ])
        #expect(run.status == 0 && run.standardOutput.isEmpty)
        let sheet = try pixels(ofPNG: Array(try Data(contentsOf: URL(fileURLWithPath: output))))
        #expect(sheet.width == 7 && sheet.height == 5)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(sheet.rgba[(y * 7 + x) * 4..<(y * 7 + x) * 4 + 4]) }
        #expect(pixel(0, 0) == [16, 32, 48, 255])  // frame 0's transparent corner, over the background
        #expect(pixel(1, 0) == [255, 0, 0, 255])
        #expect(pixel(3, 0) == [16, 32, 48, 255])  // the padding column
        #expect(pixel(4, 0) == [0, 255, 0, 255])
        #expect(pixel(0, 2) == [16, 32, 48, 255])  // the padding row
        #expect(pixel(0, 3) == [0, 0, 255, 255])
        #expect(pixel(4, 3) == [16, 32, 48, 255])  // the empty fourth cell
        let piped = CommandRun([
            "sheet", gif, "--frames", "3", "--cols", "2", "--padding", "1", "--background", "#102030", "-o", "-",
        ])
        #expect(piped.outputBytes == Array(try Data(contentsOf: URL(fileURLWithPath: output))))
    }

    @Test func aSheetSamplesEvenlyOverThePlayAndRefusesNonsense() throws {
        let gif = try sample()
        let defaults = try pixels(ofPNG: CommandRun(["sheet", gif, "-o", "-"]).outputBytes)
        // Three frames (never more than the GIF has) in ⌈√3⌉ = 2 columns, 4 pixels apart.
        #expect(defaults.width == 3 * 2 + 4 && defaults.height == 2 * 2 + 4)
        #expect(Array(defaults.rgba.prefix(4)) == [0, 0, 0, 0])
        for arguments in [["--frames", "0"], ["--cols", "0"], ["--padding", "-1"], ["--background", "red"]] {
            #expect(CommandRun(["sheet", gif, "-o", "-"] + arguments).status == 2, "\(arguments)")
        }
        #expect(CommandRun(["sheet", gif]).status == 2)
        let bad = try folder.write("bad.gif", Array("GIF89a".utf8))
        #expect(CommandRun(["sheet", bad, "-o", "-"]).status == 5)
    }

    @Test func aSheetLeavesAnotherFileAloneUnlessForced() throws {
        let gif = try sample()
        let output = try folder.write("mine.png", Array("a person's own file".utf8))
        let refused = CommandRun(["sheet", gif, "-o", output])
        #expect(refused.status == 4)
        #expect(
            refused.standardError
                == "gifsearch: another file is at \(output); left as it is (--force replaces it)\n")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "a person's own file")
        #expect(CommandRun(["sheet", gif, "-o", output, "--force"]).status == 0)
        let sheet = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect(sheet.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let again = CommandRun(["sheet", gif, "-o", output])
        #expect(again.status == 0 && again.standardError.isEmpty, "an identical file is no other file")
    }
}
