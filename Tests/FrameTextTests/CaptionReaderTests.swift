import FixtureSupport
import Foundation
import GIF
import Testing

@testable import FrameText

/// The words drawn in GIFs, read with Tesseract from the frames our decoder composites: one
/// GIF of each caption style from the corpus script (scripts/corpus/captioned-gifs.sh).
@Suite struct CaptionReaderTests {
    /// Where the corpus is, for the whole run.
    static let kept = TemporaryFolder("captions")

    /// The corpus's first five GIFs, one per style, made once for the suite.
    static let corpus: (folder: String, expected: [(file: String, caption: String)])? = {
        let folder = kept
        guard let path = try? folder.make() else { return nil }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/corpus/captioned-gifs.sh").path
        guard (try? Spawn.run(script, [path, "5"], environment: ProcessInfo.processInfo.environment))?.status == 0,
            let listed = try? String(contentsOfFile: path + "/expected.tsv", encoding: .utf8)
        else { return nil }
        let rows = listed.split(separator: "\n").dropFirst().map { $0.split(separator: "\t").map(String.init) }
        return (path, rows.map { ($0[0], $0[1]) })
    }()

    /// The words read in the GIF at `path`, from the frames `FrameChoice` keeps.
    private func words(in path: String) throws -> [String] {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        var choice = FrameChoice()
        _ = try GIFFile.frames(of: bytes) { choice.consider($0) }
        return try CaptionReader().words(in: choice.frames)
    }

    /// Each word of each caption is read, as drawn or as a known misreading of it.
    @Test func everyCaptionStyleIsRead() throws {
        let corpus = try #require(Self.corpus, "the corpus script failed")
        #expect(corpus.expected.count == 5)
        for (file, caption) in corpus.expected {
            let read = try words(in: corpus.folder + "/" + file)
            let drawn = caption.lowercased().split(separator: " ").map(String.init).filter { $0.count >= 2 }
            let found = MisreadRepair.withVariants(read)
            let missed = drawn.filter { !found.contains($0) }
            #expect(missed.isEmpty, "\(file): read \(read), missed \(missed)")
        }
    }

    /// A busy picture without text reads as no words: noise must not make a GIF match.
    @Test func aPictureWithoutTextReadsNoWords() throws {
        var frames: [Frame] = []
        var state: UInt32 = 12345
        for index in 0..<3 {
            var pixels = [UInt8](repeating: 255, count: 160 * 120 * 4)
            for offset in stride(from: 0, to: pixels.count, by: 4) {
                state = state &* 1_103_515_245 &+ 12345
                let value = UInt8(truncatingIfNeeded: state >> 16)
                pixels[offset] = value
                pixels[offset + 1] = value &+ 40
                pixels[offset + 2] = value &+ 90
            }
            frames.append(Frame(pixels: pixels, width: 160, height: 120, delay: 10, index: index))
        }
        let read = try CaptionReader().words(in: frames)
        #expect(read == [], "\(read)")
    }

    @Test func aKnownMisreadingIsUndoneOnePlaceAtATime() {
        #expect(MisreadRepair.variants(of: "coripiles") == ["compiles"])
        #expect(MisreadRepair.variants(of: "rnarnrna") == ["marnrna", "rnamrna", "rnarnma"])
        #expect(MisreadRepair.variants(of: "cat") == [])
    }

    @Test func wordsAreLowercasedWithoutThePunctuationAroundThem() {
        #expect(CaptionReader.normalized("\"WAIT!\"") == "wait")
        #expect(CaptionReader.normalized("don't") == "don't")
        #expect(CaptionReader.normalized("—") == nil)
        #expect(CaptionReader.normalized("I") == nil)
    }
}
