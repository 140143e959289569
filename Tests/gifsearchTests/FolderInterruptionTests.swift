import FixtureSupport
import Foundation
import GIF
import GRDB
import Testing

/// A scan stopped part way, as a person stops one (Ctrl-C) or the system does (SIGKILL), in the
/// built binary: the index it leaves works, and the next scan goes on from where it stopped.
/// One case at a time: each reads GIFs on every core.
@Suite(.ownThreads, .serialized) struct FolderInterruptionTests {
    private let home = TemporaryFolder("gifsearch-interrupted")
    /// How many GIFs the folder holds: enough that OCR on two cores takes seconds.
    private static let count = 16

    private var environment: [String: String] {
        ["XDG_DATA_HOME": home.path + "/data", "HOME": home.path, "PATH": "/usr/bin:/bin"]
    }

    /// A folder of `count` different GIFs of noise, each named for its number.
    private func folder() throws -> String {
        let folder = try home.make() + "/gifs"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var generator = SystemRandomNumberGenerator()
        let palette = (0..<256).map { RGB(UInt8($0), UInt8(255 - $0), UInt8($0 / 2)) }
        for number in 0..<Self.count {
            let images = (0..<2).map { _ in
                GIFEncoder.Image(
                    width: 240, height: 160,
                    indices: (0..<(240 * 160)).map { _ in UInt8.random(in: 0...255, using: &generator) },
                    delay: 10)
            }
            let bytes = try GIFEncoder.encode(width: 240, height: 160, globalPalette: palette, images: images)
            try Data(bytes).write(to: URL(fileURLWithPath: "\(folder)/clip-\(number).gif"))
        }
        return folder
    }

    /// The files the index holds as GIFs, read as another process reads it; 0 before it exists.
    private func indexedFiles() -> Int {
        let path = home.path + "/data/gifsearch/local.sqlite"
        guard FileManager.default.fileExists(atPath: path) else { return 0 }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(5)
        return
            (try? DatabaseQueue(path: path, configuration: configuration).read { db in
                try Int.fetchOne(db, sql: "SELECT count(*) FROM file WHERE gifID IS NOT NULL")
            }) ?? 0
    }

    /// A scan has nothing to clean up, so Ctrl-C ends it as the signal does (a shell says 130).
    @Test(arguments: [SIGINT, SIGKILL])
    func aStoppedScanLeavesAWorkingIndexAndTheNextGoesOnFromThere(signal: Int32) throws {
        let folder = try folder()
        let scan = try Spawn.child(CommandRun.binary.path, ["folder", "add", folder], environment: environment)
        var kept = 0
        let deadline = Date().addingTimeInterval(120)
        while scan.isRunning && Date() < deadline {
            kept = indexedFiles()
            if kept >= 2 { break }
            usleep(2000)
        }
        try #require(kept >= 2 && scan.isRunning, "the scan was stopped part way (\(kept) of \(Self.count) kept)")
        kill(scan.processIdentifier, signal)
        #expect(scan.terminationStatus == signal)
        kept = indexedFiles()
        try #require(kept < Self.count, "stopped before the end")
        let listed = CommandRun(["folder"], environment: environment)
        #expect(listed.status == 0, "\(listed.standardError)")
        #expect(listed.lines.first?.hasPrefix("\(folder): \(kept) GIFs") == true, "\(listed.lines)")
        let resumed = CommandRun(["folder", "scan"], environment: environment)
        #expect(resumed.status == 0)
        #expect(
            resumed.standardError
                == "gifsearch: \(folder): scanned: \(Self.count - kept) read, \(kept) unchanged\n",
            "the scan goes on where it stopped")
        let found = CommandRun(
            ["search", "--provider", "local", "clip", "--limit", "100", "--format", "ids"], environment: environment)
        #expect(found.lines.count == Self.count)
    }
}
