#if canImport(Glibc)
    import Glibc
#endif

/// Reading a file, or standard input, straight into one array, never more than a limit.
public enum LimitedRead {
    /// What the first bytes must be for the rest to be read: how many, and the test.
    public typealias Prefix = (length: Int, accepts: ([UInt8]) -> Bool)

    /// The bytes of `path`, or of standard input for `nil`, when there are at most `limit`. With
    /// `prefix`, its first bytes are read alone, and returned without reading on when the test
    /// refuses them. A directory is "is a directory"; a regular file over the limit is refused
    /// before any read.
    public static func bytes(of path: String?, limit: Int, prefix: Prefix? = nil) throws(FileError) -> [UInt8] {
        guard let path else {
            return try readAll(from: STDIN_FILENO, sizeHint: 1 << 16, limit: limit, prefix: prefix)
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .last }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .last }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw .system(EISDIR) }
        let isRegular = status.st_mode & S_IFMT == S_IFREG
        if isRegular, status.st_size > limit { throw .tooLarge(limit) }
        return try readAll(
            from: descriptor, sizeHint: isRegular ? Int(status.st_size) : 1 << 16, limit: limit, prefix: prefix)
    }

    private static func readAll(from descriptor: Int32, sizeHint: Int, limit: Int, prefix: Prefix?) throws(FileError)
        -> [UInt8]
    {
        var bytes: [UInt8] = []
        if let prefix {
            try read(upTo: prefix.length, from: descriptor, into: &bytes)
            guard prefix.accepts(bytes) else { return bytes }
        }
        bytes.reserveCapacity(min(max(sizeHint, 1), limit + 1))
        try read(upTo: limit + 1, from: descriptor, into: &bytes)
        guard bytes.count <= limit else { throw .tooLarge(limit) }
        return bytes
    }

    private static func read(upTo count: Int, from descriptor: Int32, into bytes: inout [UInt8]) throws(FileError) {
        guard DescriptorRead.upTo(count, from: descriptor, into: &bytes) else { throw .last }
    }
}
