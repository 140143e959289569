import Files
import FixtureSupport
import Foundation
import Testing

/// A folder with a file of the person's (mode 0600) that planted links point at.
private final class Folder {
    private let folder = TemporaryFolder("gifsearch-files")
    var path: String { folder.path }
    var victim: String { path + "/victim" }

    init() throws {
        try folder.make()
        try Data("the person's secret".utf8).write(to: URL(fileURLWithPath: victim))
        chmod(victim, 0o600)
    }

    func plantLink(at name: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + name, withDestinationPath: victim)
    }

    /// The victim's bytes and mode: what a write through a link would change.
    func victimState() throws -> (String, mode_t) {
        var status = stat()
        #expect(lstat(victim, &status) == 0)
        return (try String(contentsOfFile: victim, encoding: .utf8), status.st_mode & 0o777)
    }

    func isRegularFile(_ name: String) -> Bool {
        var status = stat()
        return lstat(path + "/" + name, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }
}

@Suite struct AtomicFileTests {
    private func write(_ text: String, to path: String, through temporary: String) -> Bool {
        Array(text.utf8).withUnsafeBytes { AtomicFile.write($0, to: path, through: temporary, durable: false) }
    }

    /// Found by attack: a link planted at the temporary name was opened with O_TRUNC and
    /// chmodded, so the person's file got the GIF's bytes and mode 0644.
    @Test func aLinkPlantedAtTheTemporaryNameIsNeverWrittenThrough() throws {
        let folder = try Folder()
        let path = folder.path + "/cat.gif"
        let temporary = AtomicFile.temporaryPath(for: path, ending: "part")
        try folder.plantLink(at: String(temporary.dropFirst(folder.path.count + 1)))
        #expect(write("GIF89a", to: path, through: temporary))
        #expect(try folder.victimState() == ("the person's secret", 0o600))
        #expect(folder.isRegularFile("cat.gif"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "GIF89a")
    }

    @Test func aLinkAtTheFinalNameIsReplacedNotFollowed() throws {
        let folder = try Folder()
        try folder.plantLink(at: "cat.gif")
        let path = folder.path + "/cat.gif"
        #expect(write("GIF89a", to: path, through: AtomicFile.temporaryPath(for: path, ending: "part")))
        #expect(try folder.victimState() == ("the person's secret", 0o600))
        #expect(folder.isRegularFile("cat.gif"))
    }

    @Test func temporaryNamesAreNeverReusedWithinAProcess() {
        let names = (0..<100).map { _ in AtomicFile.temporaryPath(for: "/x/cat.gif", ending: "part") }
        #expect(Set(names).count == 100)
        #expect(names.allSatisfy { $0.hasPrefix("/x/cat.gif.\(getpid()).") && $0.hasSuffix(".part") })
    }

    @Test func onlyTheLeftoversOfProcessesThatAreGoneAreRemoved() throws {
        let folder = try Folder()
        let gone = "cat.gif.999999999.1.part"
        let live = "cat.gif.\(getpid()).1.part"
        let other = "dog.gif.999999999.1.part"
        let person = "cat.gif.notes.part"
        for name in [gone, live, other, person] {
            try Data().write(to: URL(fileURLWithPath: folder.path + "/" + name))
        }
        AtomicFile.removeAbandoned(in: folder.path, prefix: "cat.gif.", ending: "part")
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(left == ["victim", live, other, person])
    }

    @Test func regularFileContentsRefuseLinksDevicesAndLongFiles() throws {
        let folder = try Folder()
        try folder.plantLink(at: "link")
        #expect(RegularFile.contents(of: folder.path + "/link", limit: 1000) == nil)
        #expect(RegularFile.contents(of: "/dev/zero", limit: 1000) == nil)
        #expect(RegularFile.contents(of: folder.victim, limit: 5) == nil)
        #expect(RegularFile.contents(of: folder.victim, limit: 1000) == Array("the person's secret".utf8))
    }
}
