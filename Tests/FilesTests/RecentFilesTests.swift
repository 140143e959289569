import FixtureSupport
import Foundation
import Testing

@testable import Files

struct RecentFilesTests {
    /// 25 GIFs and MP4s changed a second apart, the oldest then used again: the 20 newest stay,
    /// the used one among them, and what has another ending or is not a regular file is left
    /// alone.
    @Test func keepsTheNewestAndWhatWasJustUsed() throws {
        let folder = TemporaryFolder("recent")
        try folder.make()
        let names = (0..<25).map { String(format: $0 % 2 == 0 ? "gif-%02d.gif" : "gif-%02d.mp4", $0) }
        for (index, name) in names.enumerated() {
            let path = folder.path + "/" + name
            try Data([1]).write(to: URL(fileURLWithPath: path))
            let changed = Date(timeIntervalSince1970: 1_000_000 + Double(index))
            try FileManager.default.setAttributes([.modificationDate: changed], ofItemAtPath: path)
        }
        try Data([1]).write(to: URL(fileURLWithPath: folder.path + "/notes.txt"))
        try FileManager.default.createDirectory(atPath: folder.path + "/old.gif", withIntermediateDirectories: false)
        RecentFiles.markUsed(folder.path + "/gif-00.gif")
        RecentFiles.keepNewest(20, endingWith: [".gif", ".mp4"], in: folder.path)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == ["gif-00.gif"] + names[6...] + ["notes.txt", "old.gif"])
    }
}
