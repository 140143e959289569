import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP listener on 127.0.0.1 where an X server's display would be (port 6000 + `number`).
/// It answers only what a test tells it to (`serve`); left alone it takes connections and never
/// answers, an X server too slow for anyone.
public final class FakeXServer: @unchecked Sendable {
    public let number: Int
    private let descriptor: Int32

    /// A set-up reply: one screen whose root is window 1, no vendor and no formats, 4 KiB
    /// requests.
    public static let setUpReply: [UInt8] = {
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

    /// Listens on the first free display number from 100 up.
    public init() throws {
        for number in 100..<900 {
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard descriptor >= 0 else { break }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(6000 + number).bigEndian
            address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            if bound == 0, listen(descriptor, 8) == 0 {
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

    /// The `DISPLAY` that names it.
    public var display: String { "127.0.0.1:\(number)" }

    /// Accepts one connection, runs `session` on it, and closes it.
    public func serve(_ session: (Int32) -> Void) {
        let client = accept(descriptor, nil, nil)
        guard client >= 0 else { return }
        session(client)
        close(client)
    }

    /// Up to `count` bytes from `descriptor`, fewer when it closes.
    public static func read(_ count: Int, from descriptor: Int32) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + done, count - done) }
            guard got > 0 else { break }
            done += got
        }
        return Array(bytes.prefix(done))
    }

    /// Sends `bytes` to `descriptor`; a peer gone is no signal.
    public static func write(_ bytes: [UInt8], to descriptor: Int32) {
        _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress!, $0.count, Int32(MSG_NOSIGNAL)) }
    }
}
