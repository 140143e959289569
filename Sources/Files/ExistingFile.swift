#if canImport(Glibc)
    import Glibc
#endif

/// What is already at a path: whether anything is, whether it holds the bytes a command is
/// about to write a person's file with, and taking it away.
public enum ExistingFile {
    /// Whether anything is at `path`, through links (a link that leads nowhere is nothing), as
    /// `FileManager.fileExists(atPath:)` tells.
    public static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// Removes the file at `path`, or the link there (never what it leads to); nothing there is
    /// no failure. A directory is not removed: "is a directory".
    public static func remove(_ path: String) throws(FileError) {
        guard unlink(path) == 0 || errno == ENOENT else { throw .last }
    }

    /// Whether writing `bytes` at `path` would lose other contents: `path` is, or links to, a
    /// regular file that is not empty and holds other bytes, or one that cannot be read to tell.
    /// Nothing there, an empty file, the same bytes, a device or a pipe lose nothing.
    public static func holdsOtherBytes(than bytes: [UInt8], at path: String) -> Bool {
        compare(bytes, at: path) == .other
    }

    /// Whether `path` is, or links to, a regular file holding exactly `bytes`.
    public static func holds(_ bytes: [UInt8], at path: String) -> Bool {
        compare(bytes, at: path) == .same
    }

    private enum Comparison { case same, other, nothingToLose }

    /// What is at `path` (through links) beside `bytes`.
    private static func compare(_ bytes: [UInt8], at path: String) -> Comparison {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .nothingToLose }
        guard status.st_size > 0 || !bytes.isEmpty else { return .same }
        guard status.st_size > 0 else { return .nothingToLose }
        guard status.st_size == bytes.count else { return .other }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .other }
        defer { close(descriptor) }
        var there: [UInt8] = []
        there.reserveCapacity(bytes.count)
        return DescriptorRead.upTo(bytes.count, from: descriptor, into: &there) && there == bytes ? .same : .other
    }
}
