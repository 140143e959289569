#if canImport(Glibc)
    import Glibc
#endif

/// Reading files a stranger may have planted: never through a link, never from a device or a
/// pipe, never more than a limit.
public enum RegularFile {
    /// The bytes of the regular file at `path`, or `nil` when it is missing, a link or not a
    /// regular file, or longer than `limit`.
    public static func contents(of path: String, limit: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size <= limit else {
            return nil
        }
        let size = Int(status.st_size)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        guard DescriptorRead.upTo(size, from: descriptor, into: &bytes), bytes.count == size else { return nil }
        return bytes
    }
}
