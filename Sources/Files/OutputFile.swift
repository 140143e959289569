#if canImport(Glibc)
    import Glibc
#endif

/// A file a command makes at a name the person gave (a contact sheet). A new file, or a regular
/// file already there, is written whole through a temporary beside it, flushed to the disk and
/// renamed over the name (keeping the old file's permissions), so that a process killed
/// meanwhile leaves no partial file there, only a temporary that the next write beside it
/// removes. Anything else at the name, such as a link (`/dev/stdout`), a device or a FIFO, is
/// written through as it is. A file with other contents there, or behind a link, is replaced
/// only when asked to (`ExistingFile`).
public enum OutputFile {
    /// Writes `bytes` to `path` as above; `otherFileThere` when a file with other contents is
    /// there and `replacing` is not set.
    public static func write(_ bytes: [UInt8], to path: String, replacing: Bool) throws(FileError) {
        if !replacing && ExistingFile.holdsOtherBytes(than: bytes, at: path) { throw .otherFileThere }
        var status = stat()
        let exists = lstat(path, &status) == 0
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
