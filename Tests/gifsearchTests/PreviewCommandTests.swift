import FixtureSupport
import Foundation
import GIF
import Testing

@Suite(.ownThreads) struct PreviewCommandTests {
    /// A folder for this test's GIFs, alive as long as the test.
    private let folder: GIFFolder

    init() throws {
        folder = try GIFFolder()
    }

    /// A 4×2 GIF of two frames: red on top of blue, then all white.
    private func sample() throws -> String {
        let bytes = try GIFEncoder.encode(
            width: 4, height: 2,
            globalPalette: [RGB(255, 0, 0), RGB(0, 0, 255), RGB(255, 255, 255)],
            loopCount: 0,
            images: [
                GIFEncoder.Image(width: 4, height: 2, indices: [0, 0, 0, 0, 1, 1, 1, 1], delay: 5),
                GIFEncoder.Image(width: 4, height: 2, indices: Array(repeating: 2, count: 8), delay: 5),
            ])
        return try folder.write("sample.gif", bytes)
    }

    /// `preview --all-frames | head -c 1`: the first write after `head` left fails with EPIPE,
    /// and gifsearch stops there, exit 0, without a word, instead of rendering every other frame
    /// into a closed pipe. strace counts the failed writes; frames of ~40 KB fill the pipe, so
    /// the writer is waiting when `head` goes.
    @Test func aReaderThatGoesAwayStopsTheFramesAtTheFirstFailedWrite() throws {
        let strace = "/usr/bin/strace"
        try #require(FileManager.default.isExecutableFile(atPath: strace), "strace is not installed")
        let palette = (0..<256).map { RGB(UInt8($0), UInt8(255 - $0), UInt8($0 / 2)) }
        let images = (0..<300).map { frame in
            GIFEncoder.Image(
                width: 64, height: 32, indices: (0..<(64 * 32)).map { UInt8(($0 * 7 + frame) % 256) }, delay: 2)
        }
        let gif = try folder.write(
            "long.gif", try GIFEncoder.encode(width: 64, height: 32, globalPalette: palette, images: images))
        let trace = folder.url.path + "/trace.txt"
        let command =
            "\(strace) -f -o \(trace) -e trace=write \(CommandRun.binary.path) preview \(gif) --all-frames "
            + "--mode blocks --color truecolor --width 64"
        let run = try CommandRun.external(
            "/bin/bash", ["-c", "set -o pipefail; \(command) | head -c 1 >/dev/null"], environment: [:])
        #expect(run.status == 0 && run.standardError.isEmpty, "exit \(run.status): \(run.standardError)")
        let failed = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").filter {
            $0.contains("EPIPE")
        }
        #expect(failed.count == 1, "\(failed.count) writes into the closed pipe")
    }

    @Test func pipedItWritesOneFrameWithoutEscapes() throws {
        let path = try sample()
        let run = CommandRun(["preview", path, "--width", "4", "--height", "1", "--mode", "ascii"])
        #expect(run.status == 0)
        #expect(run.standardOutput.split(separator: "\n").count == 1)
        #expect(!run.standardOutput.contains("\u{1B}"))
    }

    @Test func aNamedColourModeWritesColours() throws {
        let path = try sample()
        let run = CommandRun(["preview", path, "--width", "4", "--height", "1", "--color", "truecolor"])
        #expect(run.standardOutput == "\u{1B}[38;2;255;0;0;48;2;0;0;255m▀▀▀▀\u{1B}[0m\n")
    }

    @Test func allFramesAndOneFrame() throws {
        let path = try sample()
        let all = CommandRun([
            "preview", path, "--width", "4", "--height", "1", "--all-frames", "--color", "truecolor",
        ])
        #expect(all.standardOutput.split(separator: "\n").count == 2)
        let second = CommandRun([
            "preview", path, "--width", "4", "--height", "1", "--frame", "1", "--color", "truecolor",
        ])
        #expect(second.standardOutput == "\u{1B}[48;2;255;255;255m    \u{1B}[0m\n")
        let missing = CommandRun(["preview", path, "--frame", "7"])
        #expect(missing.status == 1)
    }

    @Test func transparentPixelsAreDrawnOverTheBackgroundGiven() throws {
        let bytes = try GIFEncoder.encode(
            width: 1, height: 2, globalPalette: [RGB(255, 0, 0), RGB(0, 0, 0)], loopCount: nil,
            images: [GIFEncoder.Image(width: 1, height: 2, indices: [0, 1], transparentIndex: 1)])
        let path = try folder.write("transparent.gif", bytes)
        let size = ["--width", "1", "--height", "1", "--color", "truecolor"]
        let black = CommandRun(["preview", path] + size)
        #expect(black.standardOutput == "\u{1B}[38;2;255;0;0;48;2;0;0;0m▀\u{1B}[0m\n")
        let given = CommandRun(["preview", path, "--background", "#102030"] + size)
        #expect(given.standardOutput == "\u{1B}[38;2;255;0;0;48;2;16;32;48m▀\u{1B}[0m\n")
        let wrong = CommandRun(["preview", path, "--background", "blue"] + size)
        #expect(wrong.status == 2)
    }

    @Test func badInput() throws {
        let path = try folder.write("bad.gif", Array("nope".utf8))
        #expect(CommandRun(["preview", path]).status == 5)
        let gif = try sample()
        for arguments in [
            ["--width", "0"], ["--width", "100000"], ["--height", "1001"], ["--frame", "1", "--all-frames"],
            ["--no-animate", "--all-frames"],
        ] {
            let run = CommandRun(["preview", gif] + arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.standardOutput.isEmpty)
            #expect(run.standardError.hasPrefix("gifsearch: ") && run.standardError.filter { $0 == "\n" }.count == 1)
        }
        #expect(CommandRun(["preview", "/nonexistent/x.gif"]).status == 1)
    }
}

@Suite(.ownThreads) struct TerminalRestoreTests {
    /// A red frame and a blue frame, 5 cs each, looping forever.
    private func loopingGIF(in folder: GIFFolder) throws -> String {
        let bytes = try GIFEncoder.encode(
            width: 4, height: 2, globalPalette: [RGB(255, 0, 0), RGB(0, 0, 255)],
            loopCount: 0,
            images: [
                GIFEncoder.Image(width: 4, height: 2, indices: Array(repeating: 0, count: 8), delay: 5),
                GIFEncoder.Image(width: 4, height: 2, indices: Array(repeating: 1, count: 8), delay: 5),
            ])
        return try folder.write("loop.gif", bytes)
    }

    /// `command` on a pseudo-terminal (`script`). Commands bound their own gifsearch with
    /// `timeout` (a process left on the closed terminal would keep the output open); the outer
    /// `timeout -s KILL` guards against `script` itself hanging.
    private func onTerminal(_ command: String) throws -> String {
        try CommandRun.external(
            "/usr/bin/timeout", ["-s", "KILL", "20", "/usr/bin/script", "-qec", command, "/dev/null"],
            environment: ["TERM": "xterm-256color"]
        ).standardOutput
    }

    @Test(arguments: [("INT", "130"), ("TERM", "143")])
    func theCursorComesBackWhenInterrupted(signal: String, expected: String) throws {
        let folder = try GIFFolder()
        let gif = try loopingGIF(in: folder)
        // The looping preview is stopped by `signal` after 1 s.
        let output = try onTerminal(
            "timeout --preserve-status -s \(signal) -k 5 1 \(CommandRun.binary.path) preview \(gif) --width 4 "
                + "--color truecolor; echo STATUS=$?")
        #expect(output.contains("STATUS=\(expected)"))
        let hidden = try #require(output.range(of: "\u{1B}[?25l"))
        let shown = try #require(output.range(of: "\u{1B}[?25h", options: .backwards))
        #expect(shown.lowerBound > hidden.lowerBound)
    }

    @Test func thePlayEndsAfterTheLoopsAskedFor() throws {
        let folder = try GIFFolder()
        let gif = try loopingGIF(in: folder)
        let output = try onTerminal(
            "timeout -s KILL 15 \(CommandRun.binary.path) preview \(gif) --width 4 --color truecolor --loops 2; "
                + "echo STATUS=$?")
        #expect(output.contains("STATUS=0"))
        // Two plays of two frames, each frame one synchronized write.
        #expect(output.components(separatedBy: "\u{1B}[?2026h").count - 1 == 4)
        // Found in kitty ("Pending mode stop command issued while not in pending mode"): every
        // end of synchronized output has its start.
        #expect(output.components(separatedBy: "\u{1B}[?2026l").count - 1 == 4)
        let lastFrame = try #require(output.range(of: "\u{1B}[?2026l", options: .backwards))
        let shown = try #require(output.range(of: "\u{1B}[?25h", options: .backwards))
        #expect(shown.lowerBound > lastFrame.lowerBound)
    }
}
