import FixtureSupport
import Foundation
import Testing

@testable import Terminal

/// The X11 reader against a fake server: what a hostile or broken server sends is bounded.
struct X11ConnectionTests {
    /// A server that sends events and never the reply: the reader keeps `pendingLimit` of them
    /// and gives up, rather than keep every one while it waits.
    @Test func eventsBeforeAReplyAreBounded() throws {
        let server = try FakeXServer()
        let sent = X11Connection.pendingLimit + 100
        let serving = Thread {
            server.serve { client in
                _ = FakeXServer.read(12, from: client)  // the set-up request, no cookie
                FakeXServer.write(FakeXServer.setUpReply, to: client)
                _ = FakeXServer.read(12, from: client)  // InternAtom "X"
                var event = [UInt8](repeating: 0, count: 32)
                event[0] = 2
                for _ in 0..<sent { FakeXServer.write(event, to: client) }
            }
        }
        serving.start()
        let connection = try X11Connection(
            display: #require(X11Display(server.display)), environment: ["XAUTHORITY": "/nonexistent"])
        #expect(throws: X11Connection.Failure.refused("too many events before a reply")) {
            try connection.atom("X")
        }
    }
}
