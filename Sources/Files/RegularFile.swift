#if canImport(Glibc)
    import Glibc
#endif

/// Reading files a stranger may have planted: never through a link, never from a device or a
/// pipe, never more than a limit.
public enum RegularFile {
    /// The bytes of the regular file at `path`, or `nil` when it is missing, a link or not a
    /// regular file, or longer than `limit`.
    public static func contents(of path: String, limit: Int) -> [UInt8]? {
        (try? bytes(of: path, limit: limit)) ?? nil
    }

    /// The bytes of the regular file at `path`, or `nil` when nothing is there; a link (unless
    /// `following` links), a directory, a device or a pipe is an `.unsafePath` error, a file
    /// longer than `limit` `.tooLarge`, and one that cannot be opened or read the system's error.
    public static func bytes(of path: String, limit: Int, following: Bool = false) throws(FileError) -> [UInt8]? {
        try read(path, following: following, limit: limit) { _ in }
    }

    /// The bytes of the person's own file at `path` (through links, as dotfile managers make
    /// them), or `nil` when nothing is there: what `bytes(of:limit:)` gives, but the file must
    /// belong to this user (or root) and not be writable by everyone; otherwise an
    /// `.unsafePath` error saying so. (A group-writable file is the rule where each user has a
    /// group of their own, with umask 002.)
    public static func ownBytes(of path: String, limit: Int) throws(FileError) -> [UInt8]? {
        try read(path, following: true, limit: limit) { status throws(FileError) in
            guard status.st_uid == getuid() || status.st_uid == 0 else { throw .unsafePath("belongs to another user") }
            guard status.st_mode & 0o002 == 0 else { throw .unsafePath("can be written by anyone") }
        }
    }

    /// The bytes of the regular file at `path`, through a link only when `following`, once
    /// `check` accepted its status.
    private static func read(
        _ path: String, following: Bool, limit: Int, check: (stat) throws(FileError) -> Void
    ) throws(FileError) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | (following ? 0 : O_NOFOLLOW) | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            throw code == ELOOP ? .unsafePath("is a symbolic link") : .system(code)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .last }
        try check(status)
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw status.st_mode & S_IFMT == S_IFDIR ? .system(EISDIR) : .unsafePath("is not a regular file")
        }
        guard status.st_size <= limit else { throw .tooLarge(limit) }
        let size = Int(status.st_size)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        guard DescriptorRead.upTo(size, from: descriptor, into: &bytes) else { throw .last }
        guard bytes.count == size else { throw .unsafePath("changed while it was read") }
        return bytes
    }
}
