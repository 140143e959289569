/// The MIT-MAGIC-COOKIE-1 an Xauthority file (`XAUTHORITY`, else `~/.Xauthority`) holds for a
/// display: the one authorization X servers ask of local clients.
enum XAuthority {
    static let cookieName = "MIT-MAGIC-COOKIE-1"

    /// The cookie in the file's `bytes` for display `number` on `host` (its local name, for a
    /// local display; a wildcard entry matches any), or `nil`.
    static func cookie(in bytes: [UInt8], number: Int, host: String) -> [UInt8]? {
        var offset = 0
        func field() -> [UInt8]? {
            guard offset + 2 <= bytes.count else { return nil }
            let length = Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
            guard offset + 2 + length <= bytes.count else { return nil }
            defer { offset += 2 + length }
            return Array(bytes[(offset + 2)..<(offset + 2 + length)])
        }
        while offset + 2 <= bytes.count {
            let family = Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
            offset += 2
            guard let address = field(), let display = field(), let name = field(), let data = field() else {
                return nil
            }
            let local = family == 256 && address == Array(host.utf8)
            let wildcard = family == 0xFFFF
            if local || wildcard, display == Array(String(number).utf8), name == Array(cookieName.utf8) {
                return data
            }
        }
        return nil
    }
}
