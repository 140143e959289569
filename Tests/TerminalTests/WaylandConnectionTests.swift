import FixtureSupport
import Foundation
import Testing

@testable import Terminal

/// The Wayland reader against a fake compositor on a socket of the test's: what a hostile or
/// broken compositor sends is refused, never trusted.
struct WaylandConnectionTests {
    /// A compositor listening at a path of its own that answers the registry and the round trip
    /// with `event` (a message's bytes); the connection's failure.
    private func failure(answering event: [UInt8]) throws -> WaylandConnection.Failure? {
        let folder = TemporaryFolder("wayland")
        try folder.make()
        let path = folder.path + "/wayland-fake"
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.utf8.enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        #expect(bound == 0 && listen(listener, 1) == 0)
        let serving = Thread {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            _ = FakeXServer.read(24, from: client)  // get_registry, then sync
            _ = event.withUnsafeBytes { write(client, $0.baseAddress, event.count) }
            close(client)
        }
        serving.start()
        do throws(WaylandConnection.Failure) {
            _ = try WaylandConnection(environment: ["WAYLAND_DISPLAY": path])
            return nil
        } catch {
            return error
        }
    }

    private func word(_ value: UInt32) -> [UInt8] { WireBytes.word(value) }

    @Test func aMessageShorterThanItsHeaderIsRefused() throws {
        #expect(try failure(answering: word(2) + word(6 << 16)) == .malformed)
    }

    @Test func aStringLongerThanItsMessageIsRefused() throws {
        // registry.global: name, then an interface string said to be 1,000 bytes long.
        #expect(try failure(answering: word(2) + word(20 << 16) + word(1) + word(1000) + word(0)) == .malformed)
    }

    @Test func aCompositorThatHangsUpIsSaid() throws {
        #expect(try failure(answering: []) == .closed)
    }
}
