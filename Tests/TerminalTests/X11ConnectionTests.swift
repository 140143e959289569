import FixtureSupport
import Foundation
import Synchronization
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

    /// The cookie goes to the server only from the person's own Xauthority file: one anyone
    /// can write to (anyone could have put a cookie there) is not read.
    @Test func theCookieComesOnlyFromAFileOfThePersonsOwn() throws {
        let server = try FakeXServer()
        let folder = TemporaryFolder("xauthority")
        try folder.make()
        var name = [CChar](repeating: 0, count: 256)
        gethostname(&name, name.count - 1)
        let host = Array(name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
        func field(_ bytes: [UInt8]) -> [UInt8] { [UInt8(bytes.count >> 8), UInt8(bytes.count & 0xFF)] + bytes }
        let path = folder.path + "/Xauthority"
        let entry =
            [1, 0] + field(host) + field(Array(String(server.number).utf8))
            + field(Array("MIT-MAGIC-COOKIE-1".utf8)) + field([UInt8](repeating: 7, count: 16))
        #expect(FileManager.default.createFile(atPath: path, contents: Data(entry)))
        let display = try #require(X11Display(server.display))
        /// The length of the cookie the set-up request carries when the file has `mode`.
        func cookieLength(mode: mode_t) throws -> Int {
            #expect(chmod(path, mode) == 0)
            let request = SetUpRequest()
            let serving = Thread {
                server.serve { client in
                    let head = FakeXServer.read(12, from: client)
                    guard head.count == 12 else { return }
                    let name = Int(head[6]) | Int(head[7]) << 8
                    let data = Int(head[8]) | Int(head[9]) << 8
                    _ = FakeXServer.read((name + 3) / 4 * 4 + (data + 3) / 4 * 4, from: client)
                    request.head.withLock { $0 = head }
                    FakeXServer.write(FakeXServer.setUpReply, to: client)
                }
            }
            serving.start()
            _ = try X11Connection(display: display, environment: ["XAUTHORITY": path])
            let head = request.head.withLock { $0 }
            return head.count == 12 ? Int(head[8]) | Int(head[9]) << 8 : -1
        }
        #expect(try cookieLength(mode: 0o600) == 16)
        #expect(try cookieLength(mode: 0o666) == 0)
    }
}

/// The first 12 bytes of the set-up request a fake server was sent.
private final class SetUpRequest: Sendable {
    let head = Mutex<[UInt8]>([])
}
