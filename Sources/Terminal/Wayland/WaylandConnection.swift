#if canImport(Glibc)
    import Glibc
#endif

/// A connection to a Wayland compositor speaking the wire protocol, just what watching its
/// windows takes: the registry, binding a global, a round trip, and the events of the objects
/// it made. Every message is checked and bounded (the protocol's 4 KiB), as any input is.
final class WaylandConnection {
    /// One event: the object it is for, its opcode and its arguments' bytes.
    struct Event {
        let object: UInt32
        let opcode: UInt16
        let arguments: [UInt8]
    }

    /// Why the conversation with the compositor ended.
    enum Failure: Error, Equatable, CustomStringConvertible {
        case unreachable
        case closed
        case malformed
        case error(String)

        var description: String {
            switch self {
            case .unreachable: "cannot reach the Wayland compositor"
            case .closed: "the Wayland compositor closed the connection"
            case .malformed: "the Wayland compositor sent a malformed message"
            case .error(let message): "the Wayland compositor answered with an error (\(message))"
            }
        }
    }

    /// The interfaces the registry announced: name, interface and version of each.
    private(set) var globals: [(name: UInt32, interface: String, version: UInt32)] = []
    private let descriptor: Int32
    private var nextID: UInt32 = 2
    private let display: UInt32 = 1
    private let registry: UInt32

    /// Connects to the compositor `WAYLAND_DISPLAY` names (a path, or a name in
    /// `XDG_RUNTIME_DIR`) and reads its globals.
    init(environment: [String: String]) throws(Failure) {
        let name = environment["WAYLAND_DISPLAY"].flatMap { $0.isEmpty ? nil : $0 } ?? "wayland-0"
        let path = name.hasPrefix("/") ? name : (environment["XDG_RUNTIME_DIR"] ?? "") + "/" + name
        guard let descriptor = UnixSocket.connect(Array(path.utf8)) else { throw .unreachable }
        self.descriptor = descriptor
        registry = 2
        nextID = 3
        try send(to: display, opcode: 1, WireBytes.word(registry))
        try roundTrip { event throws(Failure) in
            guard event.object == self.registry, event.opcode == 0 else { return }
            var reader = Reader(event.arguments)
            let global = (try reader.word(), try reader.string(), try reader.word())
            self.globals.append((global.0, global.1, global.2))
        }
    }

    deinit {
        close(descriptor)
    }

    /// Binds the global `interface` at `version` (at most what it offers) to a new object; `nil`
    /// when the compositor has none.
    func bind(_ interface: String, version: UInt32) throws(Failure) -> UInt32? {
        guard let global = globals.first(where: { $0.interface == interface }) else { return nil }
        let id = newID()
        try send(
            to: registry, opcode: 0,
            WireBytes.word(global.name) + Self.string(interface) + WireBytes.word(min(version, global.version))
                + WireBytes.word(id))
        return id
    }

    /// The first id of the objects the compositor makes (in an event's `new_id`); the client's
    /// own come before.
    static let firstServerID: UInt32 = 0xFF00_0000

    /// A new id for an object of the client's.
    private func newID() -> UInt32 {
        defer { nextID += 1 }
        return nextID
    }

    /// Asks the compositor to answer once it has handled every request before, and hands each
    /// event until then to `handle`.
    func roundTrip(_ handle: (Event) throws(Failure) -> Void) throws(Failure) {
        let callback = newID()
        try send(to: display, opcode: 0, WireBytes.word(callback))
        while true {
            let event = try read()
            if event.object == callback { return }
            if event.object == display {
                if event.opcode == 0 {
                    var reader = Reader(event.arguments)
                    _ = try reader.word()
                    let code = try reader.word()
                    throw .error("\(code): \(try reader.string())")
                }
                continue
            }
            try handle(event)
        }
    }

    private func send(to object: UInt32, opcode: UInt16, _ arguments: [UInt8]) throws(Failure) {
        let size = UInt32(8 + arguments.count)
        guard
            DescriptorWriter.write(
                WireBytes.word(object) + WireBytes.word(size << 16 | UInt32(opcode)) + arguments, to: descriptor)
        else { throw .closed }
    }

    /// One event: its header, then as many bytes as it says (at most the protocol's 4 KiB).
    private func read() throws(Failure) -> Event {
        let header = try read(8)
        let sizeAndOpcode = WireBytes.word(header, at: 4)
        let size = Int(sizeAndOpcode >> 16)
        guard size >= 8, size <= 4096, size % 4 == 0 else { throw .malformed }
        return Event(
            object: WireBytes.word(header, at: 0), opcode: UInt16(sizeAndOpcode & 0xFFFF), arguments: try read(size - 8)
        )
    }

    private func read(_ count: Int) throws(Failure) -> [UInt8] {
        guard let bytes = WireBytes.read(count, from: descriptor) else { throw .closed }
        return bytes
    }

    /// A string argument: its length with the closing zero, the bytes, the zero, padding.
    static func string(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8) + [0]
        return WireBytes.word(UInt32(bytes.count)) + bytes + [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4)
    }

    /// Reads an event's arguments in order; running past their end is a malformed message.
    struct Reader {
        private let bytes: [UInt8]
        private var offset = 0

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func word() throws(Failure) -> UInt32 {
            guard offset + 4 <= bytes.count else { throw .malformed }
            defer { offset += 4 }
            return WireBytes.word(bytes, at: offset)
        }

        /// An array's bytes, or a string's without its zero (invalid UTF-8 repaired).
        mutating func array() throws(Failure) -> [UInt8] {
            let count = Int(try word())
            guard count <= bytes.count - offset else { throw .malformed }
            defer { offset += (count + 3) / 4 * 4 }
            return Array(bytes[offset..<offset + count])
        }

        mutating func string() throws(Failure) -> String {
            let raw = try array()
            return String(decoding: raw.last == 0 ? raw.dropLast() : raw[...], as: UTF8.self)
        }
    }
}
