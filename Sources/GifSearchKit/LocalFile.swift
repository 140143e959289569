#if canImport(Glibc)
    import Glibc
#endif

/// Reads a GIF from disk or stdin, straight into one array.
enum LocalFile {
    /// The bytes of `path`, or of stdin for `nil`.
    static func read(_ path: String?) throws(MediaError) -> [UInt8] {
        guard let path else { return try readAll(from: STDIN_FILENO) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw systemError() }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw systemError() }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw systemError(EISDIR) }
        return try readAll(from: descriptor, sizeHint: Int(status.st_size))
    }

    private static func readAll(from descriptor: Int32, sizeHint: Int = 1 << 16) throws(MediaError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(max(sizeHint, 1))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw systemError()
            }
            bytes += chunk[0..<count]
        }
    }

    /// The system's own message for `code` (by default the last error), in lower case.
    static func systemError(_ code: Int32 = errno) -> MediaError {
        .unreadable(String(cString: strerror(code)).lowercased())
    }
}
