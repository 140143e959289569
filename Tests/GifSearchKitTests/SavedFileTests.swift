import FixtureSupport
import Foundation
import GifSearchKit
import Testing

/// How a file the person names fails, in the service's terms; how it is written is OutputFile's
/// (FilesTests).
@Suite struct SavedFileTests {
    private let temporary = TemporaryFolder("saved")
    private var folder: String { temporary.path }

    init() throws {
        try temporary.make()
    }

    @Test func whatCannotBeWrittenSaysWhyAndWhere() throws {
        let missing = folder + "/missing/sheet.png"
        #expect(
            throws: SearchFailure(kind: .cannotWrite, message: "cannot write \(missing): no such file or directory")
        ) {
            try SavedFile.write([1], to: missing, replacing: false)
        }
        #expect(throws: SearchFailure(kind: .cannotWrite, message: "cannot write \(folder)/: is a directory")) {
            try SavedFile.write([1], to: folder + "/", replacing: false)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func anotherFileIsNamedWithTheFlagThatReplacesIt() throws {
        let path = folder + "/sheet.png"
        try #require(FileManager.default.createFile(atPath: path, contents: Data([9])))
        let expected = SearchFailure(
            kind: .cannotWrite, message: "another file is at \(path); left as it is (--force replaces it)")
        #expect(throws: expected) { try SavedFile.write([1], to: path, replacing: false) }
        try SavedFile.write([1], to: path, replacing: true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data([1]))
    }
}
