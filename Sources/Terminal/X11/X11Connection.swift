internal import Files

#if canImport(Glibc)
    import Glibc
#endif

/// A connection to an X server speaking the core protocol, little-endian: just what owning a
/// selection takes (atoms, one window, properties, selection ownership, events) and what
/// pasting takes (the focused window, its class, and keys pressed through XTEST). Requests are
/// written whole; what the server sends is read 32 bytes (plus a reply's extra) at a time.
/// Each message is checked and bounded (a reply's extra at most 1 MiB, at most
/// `pendingLimit` events kept while waiting for a reply), as any input is.
final class X11Connection {
    /// A message from the server: a reply, an error or an event (its 32 bytes, a reply's extra
    /// after them).
    struct Message {
        let bytes: [UInt8]
        var code: UInt8 { bytes[0] & 0x7F }
        func word(at offset: Int) -> UInt32 { WireBytes.word(bytes, at: offset) }
    }

    /// Why a connection could not be had.
    enum Failure: Error, Equatable, CustomStringConvertible {
        case unreachable
        case refused(String)
        case closed
        case error(code: UInt8)

        var description: String {
            switch self {
            case .unreachable: "cannot reach the X server"
            case .refused(let reason): "the X server refused the connection (\(reason))"
            case .closed: "the X server closed the connection"
            case .error(let code): "the X server answered with error \(code)"
            }
        }
    }

    let descriptor: Int32
    /// The root window of the first screen.
    private(set) var root: UInt32 = 0
    private var idBase: UInt32 = 0
    private var idMask: UInt32 = 0
    private var nextID: UInt32 = 1
    /// The most bytes one request may have.
    private(set) var maximumRequest = 16_384
    /// The lowest and highest keycodes the keyboard has.
    private(set) var minimumKeycode: UInt8 = 8
    private(set) var maximumKeycode: UInt8 = 255
    /// Events read while waiting for a reply, handed out first.
    private var pending: [Message] = []
    /// The most events kept while waiting for a reply: a server sending more is not answering.
    static let pendingLimit = 1024

    /// Connects to `display` with the cookie of `environment`'s Xauthority file, if any.
    init(display: X11Display, environment: [String: String]) throws(Failure) {
        guard let descriptor = display.connect() else { throw .unreachable }
        self.descriptor = descriptor
        try setUp(cookie: Self.cookie(for: display, environment: environment))
    }

    deinit {
        close(descriptor)
    }

    /// A new resource id.
    func newID() -> UInt32 {
        defer { nextID += 1 }
        return idBase | (nextID & idMask)
    }

    /// The atom named `name`, made when it does not exist.
    func atom(_ name: String) throws(Failure) -> UInt32 {
        let bytes = Array(name.utf8)
        try send(opcode: 16, detail: 0, Self.short(bytes.count) + [0, 0] + Self.padded(bytes))
        return try reply().word(at: 8)
    }

    /// Sends the request `opcode` with `detail` in its second byte and `body` after its header.
    func send(opcode: UInt8, detail: UInt8, _ body: [UInt8]) throws(Failure) {
        let request = [opcode, detail] + Self.short((body.count + 4) / 4) + body
        guard request.count % 4 == 0, request.count <= maximumRequest else { throw .refused("request too large") }
        guard DescriptorWriter.write(request, to: descriptor) else { throw .closed }
    }

    /// The next reply; an error fails, and events on the way are kept for `next()`.
    func reply() throws(Failure) -> Message {
        while true {
            let message = try read()
            switch message.bytes[0] {
            case 0: throw .error(code: message.bytes[1])
            case 1: return message
            default:
                guard pending.count < Self.pendingLimit else { throw .refused("too many events before a reply") }
                pending.append(message)
            }
        }
    }

    /// The next event or error, kept ones first.
    func next() throws(Failure) -> Message {
        pending.isEmpty ? try read() : pending.removeFirst()
    }

    /// One message from the server.
    private func read() throws(Failure) -> Message {
        var bytes = try read(32)
        if bytes[0] == 1 {
            let extra = Int(WireBytes.word(bytes, at: 4)) * 4
            guard extra <= 1 << 20 else { throw .refused("reply too large") }
            bytes += try read(extra)
        }
        return Message(bytes: bytes)
    }

    private func read(_ count: Int) throws(Failure) -> [UInt8] {
        guard let bytes = WireBytes.read(count, from: descriptor) else { throw .closed }
        return bytes
    }

    /// Sends the connection set-up and reads the server's answer: ids, the root window, the
    /// request size.
    private func setUp(cookie: [UInt8]?) throws(Failure) {
        let name = cookie == nil ? [] : Array(XAuthority.cookieName.utf8)
        let data = cookie ?? []
        let request: [UInt8] =
            [0x6C, 0] + Self.short(11) + Self.short(0) + Self.short(name.count) + Self.short(data.count) + [0, 0]
            + Self.padded(name) + Self.padded(data)
        guard DescriptorWriter.write(request, to: descriptor) else { throw .closed }
        let head = try read(8)
        let length = Int(head[6]) | Int(head[7]) << 8
        let body = try read(length * 4)
        guard head[0] == 1 else {
            let reason = head[0] == 0 ? Array(body.prefix(Int(head[1]))) : []
            throw .refused(String(decoding: reason, as: UTF8.self).filter { $0.isASCII && !$0.isNewline })
        }
        let all = head + body
        guard all.count >= 40 else { throw .refused("short set-up reply") }
        idBase = WireBytes.word(all, at: 12)
        idMask = WireBytes.word(all, at: 16)
        let vendor = Int(all[24]) | Int(all[25]) << 8
        maximumRequest = (Int(all[26]) | Int(all[27]) << 8) * 4
        minimumKeycode = all[34]
        maximumKeycode = all[35]
        let rootOffset = 40 + (vendor + 3) / 4 * 4 + Int(all[29]) * 8
        guard all[28] > 0, rootOffset + 4 <= all.count, maximumRequest >= 4096 else {
            throw .refused("set-up reply without a screen")
        }
        root = WireBytes.word(all, at: rootOffset)
    }

    /// The cookie for `display` from `XAUTHORITY` or `~/.Xauthority`: the person's own file
    /// (`RegularFile.ownBytes`: never another user's, nor one anyone can write), at most 1 MiB.
    private static func cookie(for display: X11Display, environment: [String: String]) -> [UInt8]? {
        guard let path = environment["XAUTHORITY"] ?? environment["HOME"].map({ $0 + "/.Xauthority" }),
            let file = (try? RegularFile.ownBytes(of: path, limit: 1 << 20)) ?? nil
        else { return nil }
        var name = [CChar](repeating: 0, count: 256)
        gethostname(&name, name.count - 1)
        let host = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return XAuthority.cookie(in: file, number: display.number, host: host)
    }

    static func short(_ value: Int) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)]
    }

    /// `bytes` padded with zeros to a multiple of four.
    static func padded(_ bytes: [UInt8]) -> [UInt8] {
        bytes + [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4)
    }
}
