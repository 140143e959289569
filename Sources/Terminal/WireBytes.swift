#if canImport(Glibc)
    import Glibc
#endif

/// What the X11 and Wayland wire protocols share: 32-bit words in little-endian order (each
/// connection speaks the byte order of the machine, little-endian on those gifsearch is built
/// for), and whole messages read off a socket.
enum WireBytes {
    /// `value` as four bytes, least significant first.
    static func word(_ value: UInt32) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]
    }

    /// The word of four bytes at `offset` of `bytes`.
    static func word(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
            | UInt32(bytes[offset + 3]) << 24
    }

    /// Exactly `count` bytes from `descriptor`, through interruptions; `nil` when it closes or
    /// fails first.
    static func read(_ count: Int, from descriptor: Int32) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + done, count - done) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return nil }
            done += got
        }
        return bytes
    }
}
