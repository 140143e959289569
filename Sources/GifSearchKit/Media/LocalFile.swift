internal import Files
import GIF
internal import HTTP

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a file from disk or stdin, straight into one array, never more than a limit: a GIF
/// (the signature first, and the rest only when there is one) or any file.
enum LocalFile {
    /// The most bytes of a GIF read: a download's limit.
    static let limit = HTTPRequest.mediaBodyLimit

    /// The bytes of the GIF at `path`, or on stdin for `nil`. Bytes that do not start as a GIF
    /// does are returned as soon as that is clear (for the decoder to say so) without reading on.
    static func read(_ path: String?) throws(MediaError) -> [UInt8] {
        try read(path, limit: limit, onlyGIF: true)
    }

    /// The bytes of `path`, or of stdin for `nil`, when there are at most `limit`; with
    /// `onlyGIF`, only the first few of what does not start as a GIF.
    static func read(_ path: String?, limit: Int, onlyGIF: Bool = false) throws(MediaError) -> [UInt8] {
        guard let path else {
            return try readAll(from: STDIN_FILENO, sizeHint: 1 << 16, limit: limit, onlyGIF: onlyGIF)
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw systemError() }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw systemError() }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw systemError(EISDIR) }
        let isRegular = status.st_mode & S_IFMT == S_IFREG
        if isRegular, status.st_size > limit { throw .tooLarge(limit) }
        return try readAll(
            from: descriptor, sizeHint: isRegular ? Int(status.st_size) : 1 << 16, limit: limit, onlyGIF: onlyGIF)
    }

    private static func readAll(from descriptor: Int32, sizeHint: Int, limit: Int, onlyGIF: Bool) throws(MediaError)
        -> [UInt8]
    {
        var bytes: [UInt8] = []
        if onlyGIF {
            bytes = try read(upTo: GIFSignature.length, from: descriptor, into: [])
            guard GIFSignature.starts(bytes), bytes.count == GIFSignature.length else { return bytes }
        }
        bytes.reserveCapacity(min(max(sizeHint, 1), limit + 1))
        bytes = try read(upTo: limit + 1, from: descriptor, into: bytes)
        guard bytes.count <= limit else { throw .tooLarge(limit) }
        return bytes
    }

    /// `bytes` with what `descriptor` gives added, until it ends or `count` bytes are there.
    private static func read(upTo count: Int, from descriptor: Int32, into bytes: [UInt8]) throws(MediaError)
        -> [UInt8]
    {
        var bytes = bytes
        guard DescriptorRead.upTo(count, from: descriptor, into: &bytes) else { throw systemError() }
        return bytes
    }

    /// The system's own message for `code` (by default the last error), in lower case.
    static func systemError(_ code: Int32 = errno) -> MediaError {
        .unreadable(String(cString: strerror(code)).lowercased())
    }
}
