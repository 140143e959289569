#if canImport(Glibc)
    import Glibc
#endif

/// Reads the bytes of a GIF named on the command line, straight into one array.
enum GIFSource {
    /// The bytes of `path`, or of stdin for `-`.
    static func read(_ path: String) throws(SourceError) -> [UInt8] {
        if path == "-" { return try readAll(from: STDIN_FILENO) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw SourceError(errno: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SourceError(errno: errno) }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw SourceError(errno: EISDIR) }
        return try readAll(from: descriptor, sizeHint: Int(status.st_size))
    }

    private static func readAll(from descriptor: Int32, sizeHint: Int = 1 << 16) throws(SourceError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(max(sizeHint, 1))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw SourceError(errno: errno)
            }
            bytes += chunk[0..<count]
        }
    }
}

/// Why a named file could not be read: the system's own message for the error.
struct SourceError: Error {
    let message: String

    init(errno code: Int32) {
        message = String(cString: strerror(code)).lowercased()
    }
}
