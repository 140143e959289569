import Files
import FixtureSupport
import Foundation
import Testing

@Suite struct PartFilesTests {
    /// A `.part` path too long for the fixed storage is refused, not cut: cut to 4,095 bytes it
    /// would name another file, which an interrupted download would then delete.
    @Test func aPathTooLongIsRefusedRatherThanCut() throws {
        let root = TemporaryFolder("part")
        var directory = root.path
        while directory.utf8.count < 4095 - 300 { directory += "/" + String(repeating: "d", count: 200) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let victim = directory + "/" + String(repeating: "v", count: 4095 - directory.utf8.count - 1)
        #expect(victim.utf8.count == 4095)
        #expect(FileManager.default.createFile(atPath: victim, contents: Data("keep me".utf8)))
        PartFiles.prepare()
        #expect(throws: FileError.unsafePath("the path is too long to write safely")) {
            try PartFiles.register(victim + ".part")
        }
        // (Not removeAll: other tests in this process may be writing .part files right now.)
        #expect(!PartFiles.registered.contains(victim), "an interruption would delete the file a cut path names")
    }

    @Test func registeredPathsAreKeptWholeUntilUnregistered() throws {
        let long = "/tmp/part-" + UUID().uuidString + "/" + String(repeating: "é", count: 2000) + ".gif.part"
        let short = "/tmp/part-" + UUID().uuidString + ".gif.part"
        try PartFiles.register(long)
        try PartFiles.register(short)
        #expect(PartFiles.registered.contains(long) && PartFiles.registered.contains(short))
        PartFiles.unregister(long)
        #expect(!PartFiles.registered.contains(long) && PartFiles.registered.contains(short))
        PartFiles.unregister(short)
        #expect(!PartFiles.registered.contains(short))
    }
}
