import Files
import FixtureSupport
import Foundation
import Testing

@Suite struct FileLockTests {
    private let temporary = TemporaryFolder("lock")
    private var folder: String { temporary.path }

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// Whether another open file description could take the lock at `path` now.
    private func isFree(_ path: String) -> Bool {
        let other = open(path, O_RDONLY | O_CLOEXEC)
        defer { close(other) }
        return other >= 0 && flock(other, LOCK_EX | LOCK_NB) == 0
    }

    @Test func theLockIsHeldUntilReleasedInAPrivateFile() throws {
        let path = folder + "/library.sqlite.lock"
        let lock = try FileLock(exclusive: path)
        #expect(!isFree(path))
        lock.release()
        #expect(isFree(path))
        var status = stat()
        #expect(lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG)
        #expect(status.st_mode & 0o777 == 0o600)
    }

    /// A link planted at the lock's name is refused: it is neither created through (a dangling
    /// link) nor opened.
    @Test func aLinkAtTheLocksNameIsRefused() throws {
        let victim = folder + "/victim"
        try FileManager.default.createSymbolicLink(atPath: folder + "/dangling.lock", withDestinationPath: victim)
        #expect(throws: FileError.system(ELOOP)) { try FileLock(exclusive: folder + "/dangling.lock") }
        #expect(!FileManager.default.fileExists(atPath: victim))
        #expect(FileManager.default.createFile(atPath: victim, contents: Data()))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.lock", withDestinationPath: victim)
        #expect(throws: FileError.system(ELOOP)) { try FileLock(exclusive: folder + "/link.lock") }
    }
}
