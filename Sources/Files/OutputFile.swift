#if canImport(Glibc)
    import Glibc
#endif

/// A file a command makes at a name the person gave (a contact sheet). A new file, or a regular
/// file already there, is written whole through a temporary beside it, flushed to the disk and
/// renamed over the name (keeping the old file's permissions), so that a process killed
/// meanwhile leaves no partial file there, only a temporary that the next write beside it
/// removes. Anything else at the name, such as a link (`/dev/stdout`), a device or a FIFO, is
/// written through as it is. Unless `replacing`, a file with other contents there or behind a
/// link is left alone (`ExistingFile`), and so is a link that leads to no device or FIFO: a
/// link planted in a shared folder never makes gifsearch write where it points.
public enum OutputFile {
    /// Writes `bytes` to `path` as above; `otherFileThere` when a file with other contents, or
    /// a link to anything but a device or FIFO, is there and `replacing` is not set.
    public static func write(_ bytes: [UInt8], to path: String, replacing: Bool) throws(FileError) {
        if !replacing && ExistingFile.holdsOtherBytes(than: bytes, at: path) { throw .otherFileThere }
        var status = stat()
        let exists = lstat(path, &status) == 0
        if !replacing && exists && status.st_mode & S_IFMT == S_IFLNK && !leadsToAStream(path) {
            throw .otherFileThere
        }
        let written: Bool
        if (exists && status.st_mode & S_IFMT != S_IFREG) || path.isEmpty || path.hasSuffix("/") {
            written = writeThrough(bytes, to: path)
        } else {
            let mode = exists ? status.st_mode & 0o7777 : 0o644
            let temporary = AtomicFile.freshTemporaryPath(for: path, ending: "tmp")
            written = bytes.withUnsafeBytes {
                AtomicFile.write($0, to: path, through: temporary, mode: mode, durable: true)
            }
        }
        guard written else { throw .last }
    }

    /// Whether the link at `path` leads to a character device, a FIFO or a socket: a stream
    /// such as `/dev/stdout`, never a file.
    private static func leadsToAStream(_ path: String) -> Bool {
        var target = stat()
        guard stat(path, &target) == 0 else { return false }
        return [S_IFCHR, S_IFIFO, S_IFSOCK].contains(target.st_mode & S_IFMT)
    }

    /// Writes `bytes` to `path` as it is, created when missing; `false` when it fails, with
    /// `errno` saying why.
    private static func writeThrough(_ bytes: [UInt8], to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        let failure = bytes.withUnsafeBytes { DescriptorWrite.all($0, to: descriptor) } ? 0 : errno
        let closeFailure = close(descriptor) == 0 ? 0 : errno
        errno = failure != 0 ? failure : closeFailure
        return errno == 0
    }
}
