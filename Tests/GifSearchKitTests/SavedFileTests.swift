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
        try FileManager.default.createDirectory(atPath: temporary.path, withIntermediateDirectories: true)
    }

    @Test func whatCannotBeWrittenSaysWhy() throws {
        #expect(throws: SearchFailure(kind: .cannotWrite, message: "cannot write: no such file or directory")) {
            try SavedFile.write([1], to: folder + "/missing/sheet.png")
        }
        #expect(throws: SearchFailure(kind: .cannotWrite, message: "cannot write: is a directory")) {
            try SavedFile.write([1], to: folder + "/")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}
