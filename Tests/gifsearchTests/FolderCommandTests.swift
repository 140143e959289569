import FixtureSupport
import Foundation
import GIF
import Testing

@testable import gifsearch

/// `gifsearch folder`: the person's own folders added, listed, scanned and removed, in a home of
/// the test's own, hostile files among the GIFs.
@Suite struct FolderCommandTests {
    private let home = TemporaryFolder("gifsearch-folder-home")
    private let pictures = TemporaryFolder("gifsearch-folder-gifs")

    private func run(_ arguments: [String]) -> CommandRun {
        CommandRun(arguments, environment: ["XDG_DATA_HOME": home.path + "/data"])
    }

    /// A 4×4 GIF of one colour, `red` telling it apart.
    private func gif(red: UInt8) throws -> [UInt8] {
        try GIFEncoder.encode(
            width: 4, height: 4, globalPalette: [RGB(red, 0, 0), RGB(0, 0, 0)],
            images: [GIFEncoder.Image(width: 4, height: 4, indices: [UInt8](repeating: 0, count: 16), delay: 10)])
    }

    private func write(_ bytes: [UInt8], _ name: String) throws {
        let path = pictures.path + "/" + name
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    /// Two GIFs, a JPEG named .gif, an empty file and a cut GIF.
    private func fill() throws {
        try write(try gif(red: 10), "IMG_20240620_1289.gif")
        try write(try gif(red: 20), "reactions/thisIsFine.gif")
        try write([0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 0, count: 32), "photo.gif")
        try write([], "empty.gif")
        try write(Array(try gif(red: 30).prefix(20)), "cut.gif")
    }

    @Test func addIndexesTheGIFsAndTheListSaysWhatWasSkippedAndWhy() throws {
        try fill()
        let added = run(["folder", "add", pictures.path])
        #expect(added.status == 0, "\(added.standardError)")
        #expect(added.standardOutput.isEmpty)
        #expect(
            added.standardError
                == "gifsearch: \(pictures.path): scanned: 2 read, 3 skipped (gifsearch folder says why)\n")
        #expect(!added.standardError.contains("\u{1B}"), "no bar when stderr is no terminal")
        let listed = run(["folder"])
        #expect(listed.status == 0)
        let lines = listed.lines
        #expect(lines.first?.hasPrefix("\(pictures.path): 2 GIFs, 3 skipped, scanned ") == true, "\(lines)")
        #expect(lines.count == 4)
        #expect(
            lines.dropFirst().first?.hasPrefix("  skipped \(pictures.path)/cut.gif: not a readable GIF: truncated")
                == true)
        #expect(
            Array(lines.dropFirst(2)) == [
                "  skipped \(pictures.path)/empty.gif: empty", "  skipped \(pictures.path)/photo.gif: not a GIF",
            ])
    }

    @Test func aRescanReadsOnlyWhatChangedAndForgetsWhatIsGone() throws {
        try fill()
        #expect(run(["folder", "add", pictures.path]).status == 0)
        try FileManager.default.removeItem(atPath: pictures.path + "/IMG_20240620_1289.gif")
        try write(try gif(red: 40), "new one.gif")
        let scanned = run(["folder", "scan"])
        #expect(scanned.status == 0)
        #expect(scanned.standardError == "gifsearch: \(pictures.path): scanned: 1 read, 4 unchanged, 1 gone\n")
        #expect(run(["folder"]).lines.first?.hasPrefix("\(pictures.path): 2 GIFs, 3 skipped") == true)
    }

    /// A folder given through a link, with `.` or a trailing slash is kept as its real path.
    @Test func aFolderIsKeptByItsRealPath() throws {
        try write(try gif(red: 10), "a.gif")
        let link = home.path + "/link"
        try FileManager.default.createDirectory(atPath: home.path, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: pictures.path)
        #expect(run(["folder", "add", home.path + "/./link/"]).status == 0)
        let real = try #require(realpath(pictures.path, nil))
        defer { free(real) }
        #expect(run(["folder"]).lines == ["\(String(cString: real)): 1 GIF, 0 skipped, scanned 0 s ago"])
        #expect(run(["folder", "rm", link]).status == 0)
        #expect(run(["folder"]).status == 1)
    }

    @Test func whatIsNoFolderOfYoursIsOneLineEachAndTheRestIsDone() throws {
        try write(try gif(red: 10), "a.gif")
        let added = run(["folder", "add", home.path + "/nowhere", pictures.path])
        #expect(added.status == 1)
        #expect(added.standardError.hasPrefix("gifsearch: \(home.path)/nowhere: no such file or directory\n"))
        #expect(run(["folder"]).lines.first?.hasPrefix(pictures.path + ": 1 GIF") == true)
        let removed = run(["folder", "rm", home.path + "/other"])
        #expect(removed.status == 1)
        #expect(removed.standardError == "gifsearch: \(home.path)/other: not one of your folders\n")
        let scanned = run(["folder", "scan", home.path])
        #expect(scanned.status == 1)
        #expect(scanned.standardError.contains("not one of your folders (gifsearch folder add it)"))
    }

    @Test func withoutFoldersTheListAndTheScanSaySoAndExitOne() {
        for arguments in [["folder"], ["folder", "scan"]] {
            let run = run(arguments)
            #expect(run.status == 1)
            #expect(run.standardError == "gifsearch: no folders yet (gifsearch folder add DIR)\n")
        }
    }

    /// A folder gone since it was added (an unplugged disk) is not scanned, so its GIFs are not
    /// forgotten by mistake.
    @Test func aFolderThatIsGoneIsLeftAsItWas() throws {
        try write(try gif(red: 10), "a.gif")
        #expect(run(["folder", "add", pictures.path]).status == 0)
        let moved = pictures.path + "-unplugged"
        try FileManager.default.moveItem(atPath: pictures.path, toPath: moved)
        defer { try? FileManager.default.removeItem(atPath: moved) }
        let scanned = run(["folder", "scan"])
        #expect(scanned.status == 1)
        #expect(scanned.standardError == "gifsearch: \(pictures.path): no such file or directory; left as it was\n")
        #expect(run(["folder"]).lines.first?.hasPrefix("\(pictures.path): 1 GIF") == true)
    }
}

/// The scan's bar: how far, and the time left at the pace so far.
@Suite struct ScanProgressLineTests {
    @Test(arguments: [
        (0, 30, 0, "░░░░░░░░░░░░░░░░░░░░ 0/30 files"),
        (10, 30, 20, "██████░░░░░░░░░░░░░░ 10/30 files, about 0:40 left"),
        (1, 100, 2, "░░░░░░░░░░░░░░░░░░░░ 1/100 files, about 3:18 left"),
        (30, 30, 60, "████████████████████ 30/30 files"),
    ])
    func theLineSaysHowFarAndHowLongIsLeft(done: Int, total: Int, seconds: Int64, line: String) {
        #expect(ScanProgress.line(done: done, of: total, after: .seconds(seconds)) == line)
    }
}
