// Reads the captions of the corpus scripts/corpus/captioned-gifs.sh makes, and times it against
// the `tesseract` command on frames of the same GIFs.
//
//   CaptionBench CORPUS WORKERS FRAMES
//
// CORPUS holds the GIFs and expected.tsv (file, caption, query). Ours: WORKERS threads, each with
// one CaptionReader made once, decode each GIF, choose its frames and read them; a GIF is found
// when every word of its query was read (as drawn, or undone by MisreadRepair). Theirs: for each
// GIF, the PNGs FRAMES/<file>-<n>.png (three frames, twice the size, made beforehand), each read
// by one `tesseract` process per page mode (11 and 6), one at a time, each started without a
// shell and timed from start to exit; a GIF is found when every query word is in what they read.
// Prints one line of tab-separated numbers: GIFs, found by ours, ours' seconds, found by theirs,
// theirs' seconds, theirs' processes.
import Dispatch
import Foundation
import FrameText
import GIF
import RxCore

struct Expected: Sendable {
    let file: String
    let query: [String]
}

/// One run over a corpus.
struct CaptionBench: Sendable {
    let corpus: String
    let workers: Int
    let framesFolder: String
    let expected: [Expected]

    /// Whether every word of `query` is among `read`, as read or as a misreading undone.
    static func found(_ query: [String], in read: [String]) -> Bool {
        query.allSatisfy(MisreadRepair.withVariants(read).contains)
    }

    /// Ours: the GIFs read by `workers` threads, each with its own engine.
    func ours() -> (found: Int, seconds: Double) {
        let next = LockedState(0)
        let hits = LockedState(0)
        let start = DispatchTime.now()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            guard let reader = try? CaptionReader() else { fatalError("no Tesseract engine") }
            while let index = next.withLock({ next -> Int? in
                guard next < expected.count else { return nil }
                defer { next += 1 }
                return next
            }) {
                let gif = expected[index]
                guard let bytes = FileManager.default.contents(atPath: corpus + "/" + gif.file) else { continue }
                var choice = FrameChoice()
                _ = try? GIFFile.frames(of: [UInt8](bytes)) { choice.consider($0) }
                if Self.found(gif.query, in: reader.words(in: choice.frames)) { hits.withLock { $0 += 1 } }
            }
        }
        return (hits.withLock { $0 }, Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9)
    }

    /// Theirs: `tesseract` on each GIF's three prepared frames in page modes 11 and 6.
    func theirs() throws -> (found: Int, seconds: Double, processes: Int) {
        var (hits, nanoseconds, processes) = (0, UInt64(0), 0)
        for gif in expected {
            var read: [String] = []
            for frame in 0..<3 {
                for mode in ["11", "6"] {
                    let process = Process()
                    process.executableURL = URL(fileURLWithPath: "/usr/bin/tesseract")
                    process.arguments = ["\(framesFolder)/\(gif.file)-\(frame).png", "-", "--psm", mode]
                    let output = Pipe()
                    process.standardOutput = output
                    process.standardError = FileHandle.nullDevice
                    let start = DispatchTime.now()
                    try process.run()
                    let text = output.fileHandleForReading.readDataToEndOfFile()
                    process.waitUntilExit()
                    nanoseconds += DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds
                    processes += 1
                    read += String(decoding: text, as: UTF8.self).split { $0.isWhitespace }.compactMap {
                        CaptionReader.normalized(String($0))
                    }
                }
            }
            if Self.found(gif.query, in: read) { hits += 1 }
        }
        return (hits, Double(nanoseconds) / 1e9, processes)
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let workers = Int(arguments[2]), workers > 0 else {
    FileHandle.standardError.write(Data("usage: CaptionBench CORPUS WORKERS FRAMES\n".utf8))
    exit(2)
}
let listed = try String(contentsOfFile: arguments[1] + "/expected.tsv", encoding: .utf8)
let bench = CaptionBench(
    corpus: arguments[1], workers: workers, framesFolder: arguments[3],
    expected: listed.split(separator: "\n").dropFirst().map { line in
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        return Expected(file: fields[0], query: fields[2].split(separator: " ").map(String.init))
    })
let mine = bench.ours()
let reference = try bench.theirs()
print(
    [bench.expected.count, mine.found, mine.seconds, reference.found, reference.seconds, reference.processes]
        .map { "\($0)" }.joined(separator: "\t"))
