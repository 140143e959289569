import FixtureSupport
import Foundation
import GIF
import RxCore
import Testing

@testable import GifSearchKit

/// The index of the person's own GIFs, over a real folder of GIFs and hostile files, with a
/// stand-in for OCR that "reads" a GIF by the red of its first pixel.
@Suite struct LocalIndexTests {
    private let temporary = TemporaryFolder("local-index")
    /// The words the stand-in reads in a GIF whose first pixel has this red.
    static let drawn: [UInt8: [String]] = [
        10: ["wait", "for", "it"], 20: ["this", "is", "fine"], 50: ["absolutley", "not"], 60: ["this", "is", "fina"],
        70: ["it", "coripiles"],
    ]

    /// A reader that counts the GIFs it decoded.
    final class StandInReader: DrawnWordReader, @unchecked Sendable {
        let decoded = LockedState(0)
        func words(decoding decode: ((Frame) -> Void) -> Void) -> [String] {
            var first: Frame?
            decode { frame in if first == nil { first = frame } }
            decoded.withLock { $0 += 1 }
            return first.flatMap { LocalIndexTests.drawn[$0.pixels[0]] } ?? []
        }

        /// "m" is read as "ri" in caption fonts.
        func otherForms(of words: [String]) -> [String] {
            words.contains("coripiles") ? ["compiles"] : []
        }
    }

    /// A 4×4 GIF of one colour whose red is `red`, `frames` frames long.
    static func gif(red: UInt8, frames: Int = 2) throws -> [UInt8] {
        let images = (0..<frames).map { index in
            GIFEncoder.Image(width: 4, height: 4, indices: [UInt8](repeating: UInt8(index % 2), count: 16), delay: 10)
        }
        return try GIFEncoder.encode(
            width: 4, height: 4, globalPalette: [RGB(red, 0, 0), RGB(red, 9, 9)],
            images: images)
    }

    private func write(_ bytes: [UInt8], to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    /// A folder of three GIFs and three files that are none, indexed once.
    private func indexed() throws -> (index: LocalIndex, folder: String, reader: StandInReader) {
        let root = try temporary.make()
        let folder = root + "/gifs"
        try write(Self.gif(red: 10), to: folder + "/IMG_20240620_1289.gif")
        try write(Self.gif(red: 20, frames: 3), to: folder + "/sub/giphy (3).gif")
        try write(Self.gif(red: 30), to: folder + "/reactions/happyDance-2.GIF")
        try write([0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 0, count: 64), to: folder + "/photo.gif")
        try write([], to: folder + "/empty.gif")
        try write(Array(try Self.gif(red: 40).prefix(20)), to: folder + "/cut.gif")
        let index = try LocalIndex(path: root + "/data/local.sqlite")
        try index.add(folder: folder)
        let reader = StandInReader()
        let summary = try index.scan(folder, workers: 2, makeReader: { reader })
        var expected = ScanSummary()
        expected.indexed = 3
        expected.skipped = 3
        #expect(summary == expected)
        return (index, folder, reader)
    }

    @Test func gifsAreFoundByTheWordsDrawnInThemAndInTheirNames() throws {
        let (index, folder, _) = try indexed()
        #expect(try index.gifs(matching: "wait for", limit: 5).map(\.paths) == [[folder + "/IMG_20240620_1289.gif"]])
        #expect(try index.gifs(matching: "fine", limit: 5).map(\.paths) == [[folder + "/sub/giphy (3).gif"]])
        #expect(try index.gifs(matching: "fine", limit: 5).first?.frames == 3)
        #expect(
            try index.gifs(matching: "happy danc", limit: 5).map(\.paths) == [[folder + "/reactions/happyDance-2.GIF"]])
        #expect(try index.gifs(matching: "reactions", limit: 5).count == 1, "a folder's name is a word too")
        #expect(try index.gifs(matching: "1289", limit: 5).isEmpty, "a camera's counter is no word")
        #expect(try index.gifs(matching: "nothing", limit: 5).isEmpty)
    }

    /// The title, description and keywords a person gave a GIF with exiftool (its XMP) find it.
    @Test func theWordsAGIFCarriesInItsXMPFindIt() throws {
        let root = try temporary.make()
        let file = root + "/gifs/IMG_0001.gif"
        try write(Self.gif(red: 99), to: file)
        let tagged = try Spawn.run(
            "/usr/bin/exiftool",
            [
                "-q", "-overwrite_original", "-XMP-dc:Title=Nobody expects", "-XMP-dc:Description=Spanish & friends",
                "-XMP-dc:Subject=inquisition", file,
            ], environment: [:])
        try #require(tagged.status == 0, "exiftool (make test-deps): \(String(decoding: tagged.errors, as: UTF8.self))")
        let index = try LocalIndex(path: root + "/local.sqlite")
        try index.add(folder: root + "/gifs")
        _ = try index.scan(root + "/gifs", workers: 1, makeReader: { nil })
        for query in ["nobody expects", "spanish friends", "inquisition"] {
            #expect(try index.gifs(matching: query, limit: 5).map(\.paths) == [[file]], "\(query)")
        }
    }

    /// A folder emptied under the index (a disk unmounted from its mount point) is spared by the
    /// scan a search makes, and forgotten by one asked for.
    @Test func anEmptiedFolderIsSparedWhenAsked() throws {
        let (index, folder, _) = try indexed()
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            try FileManager.default.removeItem(atPath: folder + "/" + name)
        }
        #expect(try index.scan(folder, workers: 1, makeReader: { nil }, sparingEmptied: true) == ScanSummary())
        #expect(try index.gifs(matching: "fine", limit: 5).count == 1)
        #expect(try index.scan(folder, workers: 1, makeReader: { nil }).removed == 6)
        #expect(try index.gifs(matching: "fine", limit: 5).isEmpty)
    }

    /// A file's name may hold any character but "/" and NUL: a newline too.
    @Test func aFileNameWithANewlineIsKeptWhole() throws {
        let root = try temporary.make()
        let file = root + "/gifs/line\nbreak dance.gif"
        try write(Self.gif(red: 99), to: file)
        let index = try LocalIndex(path: root + "/local.sqlite")
        try index.add(folder: root + "/gifs")
        _ = try index.scan(root + "/gifs", workers: 1, makeReader: { nil })
        #expect(try index.gifs(matching: "dance", limit: 5).map(\.paths) == [[file]])
    }

    @Test func whatIsNoGIFIsSkippedWithWhy() throws {
        let (index, folder, _) = try indexed()
        let skipped = try index.skipped(in: folder)
        #expect(skipped.map(\.path) == [folder + "/cut.gif", folder + "/empty.gif", folder + "/photo.gif"])
        #expect(skipped[1].reason == "empty")
        #expect(skipped[2].reason == "not a GIF")
        #expect(skipped[0].reason.hasPrefix("not a readable GIF"), "\(skipped[0].reason)")
        let listed = try index.folders()
        #expect(listed.map(\.path) == [folder])
        #expect(listed.first.map { ($0.gifs, $0.skipped) } ?? (0, 0) == (3, 3))
        #expect(listed.first?.scannedAt != nil)
    }

    /// A word the reader says was misread is found in the form it may have been, and is never
    /// shown in that form.
    @Test func theFormsOfAMisreadWordFindTheGIFAndAreNotShown() throws {
        let root = try temporary.make()
        try write(Self.gif(red: 70), to: root + "/gifs/IMG_0001.gif")
        let index = try LocalIndex(path: root + "/local.sqlite")
        try index.add(folder: root + "/gifs")
        _ = try index.scan(root + "/gifs", workers: 1, makeReader: { StandInReader() })
        let found = try index.gifs(matching: "it compiles", limit: 5)
        #expect(found.map(\.paths) == [[root + "/gifs/IMG_0001.gif"]])
        #expect(found.first?.drawn == "it coripiles")
    }

    /// Scanning an unchanged folder reads no file.
    @Test func anUnchangedFolderIsScannedWithoutReadingAGIF() throws {
        let (index, folder, reader) = try indexed()
        let before = reader.decoded.withLock { $0 }
        let again = try index.scan(folder, workers: 2, makeReader: { reader })
        var expected = ScanSummary()
        expected.unchanged = 6
        #expect(again == expected)
        #expect(reader.decoded.withLock { $0 } == before)
    }

    /// A GIF moved and renamed keeps its id, is not read again, and is found by its new name.
    @Test func aMovedGIFKeepsItsIDAndIsNotReadAgain() throws {
        let (index, folder, reader) = try indexed()
        let id = try #require(index.gifs(matching: "wait", limit: 1).first?.id)
        try FileManager.default.createDirectory(atPath: folder + "/kept", withIntermediateDirectories: true)
        try FileManager.default.moveItem(
            atPath: folder + "/IMG_20240620_1289.gif", toPath: folder + "/kept/patience.gif")
        let before = reader.decoded.withLock { $0 }
        let summary = try index.scan(folder, workers: 2, makeReader: { reader })
        #expect((summary.indexed, summary.removed) == (1, 1))
        #expect(reader.decoded.withLock { $0 } == before, "its content was known")
        let moved = try index.gifs(matching: "patience", limit: 5)
        #expect(moved.map(\.id) == [id])
        #expect(try index.gifs(matching: "wait", limit: 5).map(\.paths) == [[folder + "/kept/patience.gif"]])
    }

    /// A changed file is a new GIF; a removed one leaves the results, and so does a folder.
    @Test func aChangedFileIsANewGIFAndRemovedOnesLeave() throws {
        let (index, folder, reader) = try indexed()
        let old = try #require(index.gifs(matching: "fine", limit: 1).first?.id)
        try write(Self.gif(red: 10, frames: 4), to: folder + "/sub/giphy (3).gif")
        try FileManager.default.removeItem(atPath: folder + "/reactions/happyDance-2.GIF")
        _ = try index.scan(folder, workers: 1, makeReader: { reader })
        #expect(try index.gifs(matching: "fine", limit: 5).isEmpty)
        let waits = try index.gifs(matching: "wait", limit: 5)
        #expect(waits.count == 2 && !waits.map(\.id).contains(old))
        #expect(try index.gifs(matching: "happy", limit: 5).isEmpty)
        #expect(try index.remove(folder: folder))
        #expect(try index.gifs(matching: "wait", limit: 5).isEmpty)
        #expect(try index.folders().isEmpty)
    }

    /// A word OCR misread by one letter still finds its GIF, after the GIFs that hold the word
    /// as typed; a short word is only ever matched as typed.
    @Test func aWordOneEditAwayMatchesAfterTheExactOnes() throws {
        let root = try temporary.make()
        let folder = root + "/own"
        try write(Self.gif(red: 20), to: folder + "/a.gif")
        try write(Self.gif(red: 60), to: folder + "/b.gif")
        try write(Self.gif(red: 50), to: folder + "/c.gif")
        let index = try LocalIndex(path: root + "/local.sqlite")
        try index.add(folder: folder)
        _ = try index.scan(folder, workers: 2, makeReader: { StandInReader() })
        #expect(try index.gifs(matching: "fine", limit: 5).map(\.paths) == [[folder + "/a.gif"], [folder + "/b.gif"]])
        #expect(try index.gifs(matching: "fine", limit: 1).map(\.paths) == [[folder + "/a.gif"]])
        #expect(try index.gifs(matching: "absolutely not", limit: 5).map(\.paths) == [[folder + "/c.gif"]])
        #expect(try index.gifs(matching: "absolutely yes", limit: 5).isEmpty, "every word must match")
        #expect(try index.gifs(matching: "nut", limit: 5).isEmpty, "a short word is matched as typed")
    }

    @Test func aFileNameSaysItsWords() {
        #expect(
            NameWords.of("/g/reactions/no_way/HappyDance-2.gif", below: "/g") == [
                "reactions", "no", "way", "happy", "dance",
            ])
        #expect(NameWords.of("/g/IMG_20240620_1289.gif", below: "/g") == ["img"])
        #expect(NameWords.of("/g/giphy (3).gif", below: "/g") == ["giphy"])
        #expect(NameWords.of("/g/OMGmoment.gif", below: "/g") == ["omgmoment"])
    }

    @Test func aContentIDIsTheStartOfItsSHA256() {
        #expect(ContentID.of(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223")
    }
}
