import FixtureSupport
import Foundation
import GIF
import Testing

private let palette = [RGB(255, 0, 0), RGB(0, 255, 0)]

/// A 2×1 GIF that loops forever: red, then green over the right pixel.
private func twoFrameGIF(comments: [String] = []) throws -> [UInt8] {
    try GIFEncoder.encode(
        width: 2, height: 1, globalPalette: palette, loopCount: 0, comments: comments,
        images: [
            GIFEncoder.Image(width: 2, height: 1, indices: [0, 0], delay: 5),
            GIFEncoder.Image(x: 1, width: 1, height: 1, indices: [1], delay: 1, disposal: 2),
        ])
}

@Suite(.ownThreads) struct InfoCommandTests {
    @Test func jsonHasTheDocumentedKeys() throws {
        let folder = try GIFFolder()
        let path = try folder.write("cat.gif", twoFrameGIF())
        let run = CommandRun(["info", "--json", path])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        let reports = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
        let report = try #require(reports.first)
        #expect(report["file"] as? String == path)
        #expect(report["width"] as? Int == 2 && report["height"] as? Int == 1)
        #expect(report["frameCount"] as? Int == 2)
        #expect(report["loopCount"] as? Int == 0)
        #expect(report["duration"] as? Double == 0.15)
        #expect(report["globalPaletteSize"] as? Int == 2)
        #expect(report["backgroundIndex"] as? Int == 0)
        #expect(report["truncated"] as? Bool == false)
        #expect(report["byteSize"] as? Int == (try twoFrameGIF()).count)
        let frames = try #require(report["frames"] as? [[String: Any]])
        #expect(
            Set(frames[1].keys) == [
                "index", "x", "y", "width", "height", "delay", "effectiveDelay", "disposal", "transparentIndex",
                "interlaced", "localPaletteSize",
            ])
        #expect(frames[1]["x"] as? Int == 1)
        #expect(frames[1]["effectiveDelay"] as? Int == 10)
        #expect(frames[1]["disposal"] as? Int == 2)
        #expect(frames[1]["transparentIndex"] is NSNull)
    }

    @Test func textSummarisesEachFileAndSanitisesComments() throws {
        let folder = try GIFFolder()
        let path = try folder.write("cat.gif", twoFrameGIF(comments: ["\u{1B}[31mred\u{1B}]0;title\u{07}\tdone\u{9B}"]))
        let run = CommandRun(["info", path])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("2×1, 2 frames, loops forever, 0.15 s"))
        #expect(run.standardOutput.contains("comment: red done\n"))
        #expect(run.standardOutput.contains("frame 1: 1×1 at 1,0, delay 1 cs (plays as 10), disposal 2"))
        #expect(!run.standardOutput.contains("\u{1B}"))
    }

    @Test func undecodableFilesFailWithOneLineAndTheOthersAreStillReported() throws {
        let folder = try GIFFolder()
        let good = try folder.write("good.gif", twoFrameGIF())
        let bad = try folder.write("bad.gif", Array("not a gif at all".utf8))
        let run = CommandRun(["info", "--json", bad, good])
        #expect(run.status == 5)
        #expect(run.standardError == "gifsearch: \(bad): not a GIF: no GIF87a or GIF89a signature\n")
        let reports = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
        #expect(reports.map { $0["file"] as? String } == [good])
    }

    @Test func missingFilesExitWithOne() throws {
        let run = CommandRun(["info", "/nonexistent/cat.gif"])
        #expect(run.status == 1)
        #expect(run.standardError == "gifsearch: /nonexistent/cat.gif: no such file or directory\n")
    }

    @Test func filesOverTheLimitsAreReportedFromTheirStructure() throws {
        let folder = try GIFFolder()
        let huge = try GIFEncoder.encode(
            width: 65_535, height: 65_535, globalPalette: palette,
            images: [GIFEncoder.Image(width: 1, height: 1, indices: [0])])
        let path = try folder.write("huge.gif", huge)
        let run = CommandRun(["info", "--json", path])
        #expect(run.status == 5)
        #expect(run.standardError.contains("too large to decode: canvas 65535×65535"))
        let reports = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
        #expect(reports.first?["frameCount"] as? Int == 1)
    }

    @Test func truncatedFilesAreReportedWithAWarning() throws {
        let folder = try GIFFolder()
        let path = try folder.write("cut.gif", Array(try twoFrameGIF().dropLast()))
        let run = CommandRun(["info", "--json", path])
        #expect(run.status == 0)
        #expect(run.standardError == "gifsearch: \(path): warning: the file is truncated\n")
        #expect(run.standardOutput.contains("\"truncated\" : true"))
    }
}

@Suite(.ownThreads) struct FramesCommandTests {
    private let red: [UInt8] = [255, 0, 0, 255]
    private let green: [UInt8] = [0, 255, 0, 255]
    private let clear: [UInt8] = [0, 0, 0, 0]

    @Test func rgbaWritesEveryCompositedCanvas() throws {
        let folder = try GIFFolder()
        let path = try folder.write("cat.gif", twoFrameGIF())
        let run = CommandRun(["frames", "--format", "rgba", path])
        #expect(run.status == 0)
        #expect(run.outputBytes == red + red + red + green)
    }

    @Test func pamWritesOneFrameWithAHeader() throws {
        let folder = try GIFFolder()
        let path = try folder.write("cat.gif", twoFrameGIF())
        let run = CommandRun(["frames", "--frame", "1", path])
        let header = "P7\nWIDTH 2\nHEIGHT 1\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n"
        #expect(run.status == 0)
        #expect(run.outputBytes == Array(header.utf8) + red + green)
    }

    @Test func aFrameThatDoesNotExistExitsWithOne() throws {
        let folder = try GIFFolder()
        let path = try folder.write("cat.gif", twoFrameGIF())
        let run = CommandRun(["frames", "--frame", "9", path])
        #expect(run.status == 1)
        #expect(run.standardError == "gifsearch: \(path): there is no frame 9 (frames: 2)\n")
        #expect(run.outputBytes.isEmpty)
    }

    @Test func badDataExitsWithFive() throws {
        let folder = try GIFFolder()
        let path = try folder.write("empty.gif", [])
        let run = CommandRun(["frames", path])
        #expect(run.status == 5)
        #expect(run.standardError == "gifsearch: \(path): not a GIF: the file is empty\n")
    }

    /// Found by attack: a file was read whole before its signature was looked at, so
    /// `info /dev/zero` grew until it died ("Fatal error: failed to allocate", exit 134 under
    /// `ulimit -v`). Now the signature is read first, and a GIF is read no further than a
    /// download may be.
    @Test func localInputIsCheckedForItsSignatureAndReadWithADownloadsLimit() throws {
        let folder = try GIFFolder()
        let limited = try CommandRun.external(
            "/bin/sh", ["-c", "ulimit -v 1500000; exec \"$0\" info /dev/zero", CommandRun.binary.path],
            environment: [:])
        #expect(limited.status == 5)
        #expect(limited.standardError == "gifsearch: /dev/zero: not a GIF: no GIF87a or GIF89a signature\n")
        let large = try folder.write("large.gif", Array("GIF89a".utf8))
        #expect(truncate(large, 100_000_000) == 0)
        let run = CommandRun(["info", large])
        #expect(run.status == 5)
        #expect(run.standardError == "gifsearch: \(large): larger than 67108864 bytes\n")
    }

    @Test func negativeFramesAreAUsageError() throws {
        let run = CommandRun(["frames", "--frame", "-1", "x.gif"])
        #expect(run.status == 2)
    }
}
