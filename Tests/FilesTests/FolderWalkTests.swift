import FixtureSupport
import Foundation
import Testing

@testable import Files

/// Walking a folder that holds what real folders hold.
@Suite struct FolderWalkTests {
    private let folder = TemporaryFolder("walk")

    @Test func gifsAtAnyDepthAreFoundAndLoopsAndOddFilesAreNot() throws {
        let root = try folder.make()
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/a/b", withIntermediateDirectories: true)
        try Data("GIF89a".utf8).write(to: URL(fileURLWithPath: root + "/top.GIF"))
        try Data("GIF89a!".utf8).write(to: URL(fileURLWithPath: root + "/a/b/deep.gif"))
        try Data().write(to: URL(fileURLWithPath: root + "/a/notes.txt"))
        try Data().write(to: URL(fileURLWithPath: root + "/.hidden.gif"))
        // A loop: a link to the folder itself, and a link to a link's own folder.
        try manager.createSymbolicLink(atPath: root + "/a/b/loop", withDestinationPath: root)
        try manager.createSymbolicLink(atPath: root + "/linked.gif", withDestinationPath: root + "/top.GIF")
        try manager.createSymbolicLink(atPath: root + "/dangling.gif", withDestinationPath: root + "/nothing")
        #expect(mkfifo(root + "/pipe.gif", 0o600) == 0)
        let walk = FolderWalk.files(under: root, endingWith: [".gif"])
        #expect(walk.files.map(\.path) == [root + "/a/b/deep.gif", root + "/linked.gif", root + "/top.GIF"])
        #expect(walk.files.map(\.size) == [7, 6, 6])
        #expect(walk.files.allSatisfy { $0.modified > 1_700_000_000 * 1_000_000_000 })
        #expect(
            walk.passed == [
                PassedOver(path: root + "/dangling.gif", reason: "a link to nothing"),
                PassedOver(path: root + "/pipe.gif", reason: "not a regular file"),
            ])
    }

    /// A folder that cannot be read (here: gone) is named with why, and nothing is found.
    @Test func aFolderThatCannotBeReadIsPassedOverWithWhy() throws {
        let root = try folder.make()
        let walk = FolderWalk.files(under: root + "/gone", endingWith: [".gif"])
        #expect(walk.files.isEmpty)
        #expect(walk.passed == [PassedOver(path: root + "/gone", reason: "cannot be read: No such file or directory")])
    }
}
