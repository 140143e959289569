import Foundation
import Testing

@testable import Terminal

#if canImport(Glibc)
    import Glibc
#endif

/// The X11 reader against a fake server on an abstract socket where `:N` is looked for: what a
/// hostile or broken server sends is bounded.
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
            display: #require(X11Display(":\(server.number)")), environment: ["XAUTHORITY": "/nonexistent"])
        #expect(throws: X11Connection.Failure.refused("too many events before a reply")) {
            try connection.atom("X")
        }
    }
}

/// A listener on the abstract socket `/tmp/.X11-unix/X<number>` (nothing on disk) that serves
/// one connection as it is told to, then closes it.
private final class FakeXServer: @unchecked Sendable {
    let number: Int
    private let descriptor: Int32

    /// A set-up reply: one screen whose root is window 1, no vendor and no formats, 4 KiB
    /// requests.
    static let setUpReply: [UInt8] = {
        var reply = [UInt8](repeating: 0, count: 44)
        reply[0] = 1
        reply[2] = 11
        reply[6] = 9  // 36 bytes after the first 8
        reply[12 + 2] = 0x20  // resource id base 0x200000
        reply[16] = 0xFF
        reply[17] = 0xFF
        reply[18] = 0x1F  // resource id mask 0x1FFFFF
        reply[27] = 0x04  // 1024 units of 4 bytes
        reply[28] = 1  // one screen
        reply[40] = 1  // the root window
        return reply
    }()

    init() throws {
        for number in Int.random(in: 7000..<9000)..<9999 {
            let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard descriptor >= 0 else { break }
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            let path = [0] + Array("/tmp/.X11-unix/X\(number)".utf8)
            withUnsafeMutableBytes(of: &address.sun_path) { raw in
                for (index, byte) in path.enumerated() { raw[index] = byte }
            }
            let length = socklen_t(MemoryLayout<sa_family_t>.size + path.count)
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
            }
            if bound == 0, listen(descriptor, 1) == 0 {
                self.number = number
                self.descriptor = descriptor
                return
            }
            close(descriptor)
        }
        throw CocoaError(.fileWriteUnknown)
    }

    deinit {
        close(descriptor)
    }

    /// Accepts one connection, runs `session` on it, and closes it.
    func serve(_ session: (Int32) -> Void) {
        let client = accept(descriptor, nil, nil)
        guard client >= 0 else { return }
        session(client)
        close(client)
    }

    static func read(_ count: Int, from descriptor: Int32) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + done, count - done) }
            guard got > 0 else { break }
            done += got
        }
        return Array(bytes.prefix(done))
    }

    static func write(_ bytes: [UInt8], to descriptor: Int32) {
        _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress!, $0.count, Int32(MSG_NOSIGNAL)) }
    }
}
