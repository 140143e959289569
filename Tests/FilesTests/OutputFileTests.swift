import Files
import FixtureSupport
import Foundation
import Testing

@Suite struct OutputFileTests {
    private let temporary = TemporaryFolder("output")
    private var folder: String { temporary.path }

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func contents(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func aNewFileIsWrittenWholeAndNoTemporaryStays() throws {
        try OutputFile.write([1, 2, 3], to: folder + "/sheet.png", replacing: false)
        #expect(try contents(folder + "/sheet.png") == [1, 2, 3])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["sheet.png"])
    }

    @Test func aFileThereIsReplacedAndKeepsItsPermissions() throws {
        let path = folder + "/sheet.png"
        try #require(
            FileManager.default.createFile(
                atPath: path, contents: Data([9, 9, 9, 9]), attributes: [.posixPermissions: 0o600]))
        try OutputFile.write([4, 5], to: path, replacing: true)
        #expect(try contents(path) == [4, 5])
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
    }

    @Test func aLinkIsWrittenThroughAndStaysALink() throws {
        let target = folder + "/target.png"
        try #require(FileManager.default.createFile(atPath: target, contents: Data([7])))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.png", withDestinationPath: target)
        try OutputFile.write([6, 6], to: folder + "/link.png", replacing: true)
        #expect(try contents(target) == [6, 6])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.png") == target)
    }

    @Test func whatCannotBeWrittenSaysWhy() throws {
        #expect(throws: FileError.system(ENOENT)) {
            try OutputFile.write([1], to: folder + "/missing/sheet.png", replacing: false)
        }
        #expect(throws: FileError.system(EISDIR)) { try OutputFile.write([1], to: folder + "/", replacing: false) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func anotherFileIsLeftAloneUnlessReplacing() throws {
        let path = folder + "/sheet.png"
        try #require(FileManager.default.createFile(atPath: path, contents: Data([9, 9])))
        #expect(throws: FileError.otherFileThere) { try OutputFile.write([4, 5], to: path, replacing: false) }
        #expect(try contents(path) == [9, 9])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["sheet.png"])
    }

    @Test func aLinkToAnotherFileIsNotWrittenThroughUnlessReplacing() throws {
        let target = folder + "/target.png"
        try #require(FileManager.default.createFile(atPath: target, contents: Data([7])))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.png", withDestinationPath: target)
        #expect(throws: FileError.otherFileThere) {
            try OutputFile.write([6, 6], to: folder + "/link.png", replacing: false)
        }
        #expect(try contents(target) == [7])
    }

    @Test(arguments: [[], [4, 5]] as [[UInt8]])
    func anEmptyOrIdenticalFileIsWrittenWithoutReplacing(there: [UInt8]) throws {
        let path = folder + "/sheet.png"
        try #require(FileManager.default.createFile(atPath: path, contents: Data(there)))
        try OutputFile.write([4, 5], to: path, replacing: false)
        #expect(try contents(path) == [4, 5])
    }

    /// A link planted in a shared folder, to a file that is not there or is empty, never makes
    /// the write go where it points; a link to a stream (`/dev/stdout`) is written through.
    @Test(arguments: [nil, []] as [[UInt8]?])
    func aLinkToNoStreamIsLeftAloneUnlessReplacing(target contents: [UInt8]?) throws {
        let target = folder + "/elsewhere.png"
        if let contents { try #require(FileManager.default.createFile(atPath: target, contents: Data(contents))) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.png", withDestinationPath: target)
        #expect(throws: FileError.otherFileThere) {
            try OutputFile.write([6, 6], to: folder + "/link.png", replacing: false)
        }
        #expect(FileManager.default.contents(atPath: target).map(Array.init) == contents)
        try FileManager.default.createSymbolicLink(atPath: folder + "/null", withDestinationPath: "/dev/null")
        try OutputFile.write([6, 6], to: folder + "/null", replacing: false)
    }
}
