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
        try OutputFile.write([1, 2, 3], to: folder + "/sheet.png")
        #expect(try contents(folder + "/sheet.png") == [1, 2, 3])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["sheet.png"])
    }

    @Test func aFileThereIsReplacedAndKeepsItsPermissions() throws {
        let path = folder + "/sheet.png"
        try #require(
            FileManager.default.createFile(
                atPath: path, contents: Data([9, 9, 9, 9]), attributes: [.posixPermissions: 0o600]))
        try OutputFile.write([4, 5], to: path)
        #expect(try contents(path) == [4, 5])
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
    }

    @Test func aLinkIsWrittenThroughAndStaysALink() throws {
        let target = folder + "/target.png"
        try #require(FileManager.default.createFile(atPath: target, contents: Data([7])))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.png", withDestinationPath: target)
        try OutputFile.write([6, 6], to: folder + "/link.png")
        #expect(try contents(target) == [6, 6])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.png") == target)
    }

    @Test func whatCannotBeWrittenSaysWhy() throws {
        #expect(throws: FileError.system(ENOENT)) { try OutputFile.write([1], to: folder + "/missing/sheet.png") }
        #expect(throws: FileError.system(EISDIR)) { try OutputFile.write([1], to: folder + "/") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}
