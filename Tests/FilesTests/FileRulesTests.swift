import Files
import FixtureSupport
import Foundation
import Testing

/// Directories and their names, file names, bounded reads and folder trust: the file rules the
/// engine relies on.
@Suite struct FileRulesTests {
    private let temporary = TemporaryFolder("rules")
    private var folder: String { temporary.path }

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func mode(_ path: String) -> mode_t {
        var status = stat()
        #expect(stat(path, &status) == 0)
        return status.st_mode & 0o7777
    }

    @Test func directoriesAreMadeWithTheirParentsAndTheModeAsked() throws {
        try Directories.create(folder + "/a/b/c", mode: 0o700)
        #expect(mode(folder + "/a") == 0o700 && mode(folder + "/a/b/c") == 0o700)
        try Directories.create(folder + "/a/b/c", mode: 0o700)
        try Directories.create(folder + "/plain")
        #expect(try mode(folder + "/plain") == 0o777 & ~currentUmask())
    }

    @Test func aFileInTheWayIsNotADirectory() throws {
        try #require(FileManager.default.createFile(atPath: folder + "/file", contents: Data([1])))
        #expect(throws: FileError.system(ENOTDIR)) { try Directories.create(folder + "/file") }
        #expect(throws: FileError.system(ENOTDIR)) { try Directories.create(folder + "/file/out") }
        #expect(FileError.system(ENOTDIR).description == "not a directory")
    }

    @Test func aFoldersNamesAreItsEntriesWithoutDots() throws {
        try Directories.create(folder + "/sub")
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: folder + "/none")
        #expect(FileManager.default.createFile(atPath: folder + "/.hidden", contents: Data()))
        #expect(Directories.names(in: folder).sorted() == [".hidden", "link", "sub"])
        #expect(Directories.names(in: folder + "/sub") == [])
        #expect(Directories.names(in: folder + "/missing") == [])
        #expect(Directories.names(in: folder + "/.hidden") == [], "a file is no folder")
    }

    @Test func fileNamesAreSanitised() {
        #expect(FileNames.sanitize("../../x") == "x")
        #expect(FileNames.sanitize(".hidden") == "hidden")
        #expect(FileNames.sanitize("a/b\u{1B}[31m") == "a_b__31m")
        #expect(FileNames.sanitize("") == "gif")
        #expect(FileNames.sanitize(String(repeating: "a", count: 300)).count == 100)
    }

    @Test func aBoundedReadStopsAtItsLimit() throws {
        let path = folder + "/bytes"
        try Data([1, 2, 3, 4, 5]).write(to: URL(fileURLWithPath: path))
        #expect(try LimitedRead.bytes(of: path, limit: 5) == [1, 2, 3, 4, 5])
        #expect(throws: FileError.tooLarge(4)) { try LimitedRead.bytes(of: path, limit: 4) }
        #expect(throws: FileError.system(EISDIR)) { try LimitedRead.bytes(of: folder, limit: 4) }
        #expect(throws: FileError.system(ENOENT)) { try LimitedRead.bytes(of: folder + "/missing", limit: 4) }
    }

    @Test func aRefusedPrefixIsAllThatIsRead() throws {
        let path = folder + "/bytes"
        try Data([9, 8, 7, 6, 5, 4]).write(to: URL(fileURLWithPath: path))
        #expect(try LimitedRead.bytes(of: path, limit: 100, prefix: (2, { $0 == [1, 2] })) == [9, 8])
        #expect(try LimitedRead.bytes(of: path, limit: 100, prefix: (2, { $0 == [9, 8] })) == [9, 8, 7, 6, 5, 4])
    }

    @Test func aFolderAnyoneCanWriteToIsDoubtedUnlessSticky() throws {
        #expect(FolderTrust.doubt(about: folder) == nil)
        #expect(FolderTrust.doubt(about: folder + "/missing") == nil)
        #expect(chmod(folder, 0o777) == 0)
        #expect(FolderTrust.doubt(about: folder) == .writableByAnyone)
        #expect(chmod(folder, 0o1777) == 0)
        #expect(FolderTrust.doubt(about: folder) == nil)
        chmod(folder, 0o700)
    }

    /// The process's umask, read without setting it (other tests run at the same time).
    private func currentUmask() throws -> mode_t {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Umask:") })
        return try #require(mode_t(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8))
    }
}
