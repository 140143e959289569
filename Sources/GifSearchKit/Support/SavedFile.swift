import Files

#if canImport(Glibc)
    import Glibc
#endif

/// A file a command makes at a name the person gave (a contact sheet). A new file, or a regular
/// file already there, is written whole through a temporary beside it, flushed to the disk and
/// renamed over the name (keeping the old file's permissions), so that a process killed
/// meanwhile leaves no partial file there, only a temporary that the next write beside it
/// removes. Anything else at the name, such as a link (`/dev/stdout`), a device or a FIFO, is
/// written through as it is.
public enum SavedFile {
    public static func write(_ bytes: [UInt8], to path: String) throws(SearchFailure) {
        var status = stat()
        let exists = lstat(path, &status) == 0
        let slash = path.lastIndex(of: "/")
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let written: Bool
        if (exists && status.st_mode & S_IFMT != S_IFREG) || name.isEmpty {
            written = writeThrough(bytes, to: path)
        } else {
            let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
            AtomicFile.removeAbandoned(in: directory, prefix: name + ".", ending: "tmp")
            let mode = exists ? status.st_mode & 0o7777 : 0o644
            written = bytes.withUnsafeBytes {
                AtomicFile.write(
                    $0, to: path, through: AtomicFile.temporaryPath(for: path, ending: "tmp"), mode: mode, durable: true
                )
            }
        }
        guard written else {
            throw SearchFailure(
                kind: .cannotWrite, message: "cannot write: \(String(cString: strerror(errno)).lowercased())")
        }
    }

    /// Writes `bytes` to `path` as it is, created when missing; `false` when it fails, with
    /// `errno` saying why.
    private static func writeThrough(_ bytes: [UInt8], to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        var written = 0
        var failure: Int32 = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                failure = count == 0 ? ENOSPC : errno
                break
            }
            written += count
        }
        let closed = close(descriptor) == 0
        if failure == 0 && !closed { failure = errno }
        errno = failure
        return failure == 0
    }
}
