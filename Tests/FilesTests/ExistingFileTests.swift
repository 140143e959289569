import Files
import FixtureSupport
import Foundation
import Testing

@Suite struct ExistingFileTests {
    private let temporary = TemporaryFolder("existing")
    private var folder: String { temporary.path }

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func file(_ bytes: [UInt8]) throws -> String {
        let path = folder + "/file"
        try #require(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        return path
    }

    @Test func otherBytesOfTheSameOrAnotherLengthAreOther() throws {
        #expect(ExistingFile.holdsOtherBytes(than: [1, 2], at: try file([1, 3])))
        #expect(ExistingFile.holdsOtherBytes(than: [1, 2], at: try file([1, 2, 3])))
    }

    @Test func nothingAnEmptyFileTheSameBytesOrADeviceLoseNothing() throws {
        #expect(!ExistingFile.holdsOtherBytes(than: [1], at: folder + "/missing"))
        #expect(!ExistingFile.holdsOtherBytes(than: [1], at: try file([])))
        #expect(!ExistingFile.holdsOtherBytes(than: [1, 2], at: try file([1, 2])))
        #expect(!ExistingFile.holdsOtherBytes(than: [1], at: "/dev/null"))
        #expect(!ExistingFile.holdsOtherBytes(than: [1], at: folder))
    }

    @Test func aLinkIsFollowed() throws {
        let target = try file([5])
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: target)
        #expect(ExistingFile.holdsOtherBytes(than: [6], at: folder + "/link"))
        #expect(!ExistingFile.holdsOtherBytes(than: [5], at: folder + "/link"))
    }

    @Test func anythingThereExistsThroughLinksButALinkToNothingDoesNot() throws {
        let target = try file([1])
        #expect(ExistingFile.exists(target) && ExistingFile.exists(folder))
        #expect(!ExistingFile.exists(folder + "/missing"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: target)
        try FileManager.default.createSymbolicLink(atPath: folder + "/dangling", withDestinationPath: folder + "/none")
        #expect(ExistingFile.exists(folder + "/link"))
        #expect(!ExistingFile.exists(folder + "/dangling"))
    }

    @Test func removingTakesALinkNotWhatItLeadsToAndNeverAFolder() throws {
        let target = try file([1])
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: target)
        try ExistingFile.remove(folder + "/link")
        #expect(!FileManager.default.fileExists(atPath: folder + "/link"))
        #expect(FileManager.default.contents(atPath: target) == Data([1]))
        try ExistingFile.remove(target)
        #expect(!FileManager.default.fileExists(atPath: target))
        try ExistingFile.remove(target)
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: false)
        #expect(throws: FileError.system(EISDIR)) { try ExistingFile.remove(folder + "/sub") }
        #expect(FileManager.default.fileExists(atPath: folder + "/sub"))
    }
}
