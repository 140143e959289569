import CSpawn
import FixtureSupport
import Foundation
import Testing

/// The fixture server never outlives the test process that started it, and never holds that
/// process's streams: `swift test` reads them to their end, which a server left running would
/// put off for ever (a suite that hangs after its last test instead of ending).
@Suite(.ownThreads) struct FixtureServerLifeTests {
    @Test func theServerHoldsNoneOfTheTestProcesssStreams() throws {
        let server = try FixtureServer()
        for stream in 0...2 {
            let ours = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(stream)")
            let its = try FileManager.default.destinationOfSymbolicLink(
                atPath: "/proc/\(server.processIdentifier)/fd/\(stream)")
            #expect(its != ours, "the server holds the test process's descriptor \(stream): \(ours)")
        }
    }

    /// Its standard input closed, as when the process holding the other end is gone, however it
    /// ended, the server ends; until then it serves.
    @Test func aServerWhoseStarterIsGoneEnds() throws {
        let portFile = FileManager.default.temporaryDirectory.appendingPathComponent("fixture-life-\(UUID())").path
        var lifeline: [Int32] = [0, 0]
        #expect(pipe2(&lifeline, O_CLOEXEC) == 0)
        let server = try Spawn.child(
            FixtureServer.binary.path, ["--port", "0", "--port-file", portFile, "--exit-with-stdin"],
            environment: ProcessInfo.processInfo.environment, input: lifeline[0])
        close(lifeline[0])
        defer {
            if server.isRunning {
                kill(server.processIdentifier, SIGKILL)
                server.waitUntilExit()
            }
        }
        #expect(waitUntil { FileManager.default.fileExists(atPath: portFile) }, "the server never listened")
        try? FileManager.default.removeItem(atPath: portFile)
        #expect(server.isRunning)
        close(lifeline[1])
        #expect(waitUntil { !server.isRunning }, "the server went on with its standard input closed")
    }

    /// Polls `condition` until it holds or 30 s have passed; whether it held.
    private func waitUntil(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return condition()
    }
}
