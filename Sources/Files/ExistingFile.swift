#if canImport(Glibc)
    import Glibc
#endif

/// What is already at a path a command is about to write a person's file to.
public enum ExistingFile {
    /// Whether writing `bytes` at `path` would lose other contents: `path` is, or links to, a
    /// regular file that is not empty and holds other bytes, or one that cannot be read to tell.
    /// Nothing there, an empty file, the same bytes, a device or a pipe lose nothing.
    public static func holdsOtherBytes(than bytes: [UInt8], at path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 else { return false }
        guard status.st_size == bytes.count else { return true }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return true }
        defer { close(descriptor) }
        var there: [UInt8] = []
        there.reserveCapacity(bytes.count)
        return !DescriptorRead.upTo(bytes.count, from: descriptor, into: &there) || there != bytes
    }
}
