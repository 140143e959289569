import Files

#if canImport(Glibc)
    import Glibc
#endif

/// A file a command makes at a name the person gave (a contact sheet): written whole through a
/// temporary beside it, flushed to the disk and renamed over the name, so that a process killed
/// meanwhile leaves no partial file there (only a temporary, which the next write beside it
/// removes). A name that is not a regular file, such as `/dev/stdout` or a FIFO, is written
/// straight through.
public enum SavedFile {
    public static func write(_ bytes: [UInt8], to path: String) throws(SearchFailure) {
        var status = stat()
        let written: Bool
        if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            written = writeThrough(bytes, to: path)
        } else {
            let slash = path.lastIndex(of: "/")
            let directory = slash.map { String(path[..<$0]) } ?? "."
            let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
            AtomicFile.removeAbandoned(in: directory.isEmpty ? "/" : directory, prefix: name + ".", ending: "tmp")
            written = bytes.withUnsafeBytes {
                AtomicFile.write(
                    $0, to: path, through: AtomicFile.temporaryPath(for: path, ending: "tmp"), durable: true)
            }
        }
        guard written else {
            throw SearchFailure(
                kind: .cannotWrite, message: "cannot write: \(String(cString: strerror(errno)).lowercased())")
        }
    }

    /// Writes `bytes` into the existing file at `path`; `false` with `errno` when it fails.
    private static func writeThrough(_ bytes: [UInt8], to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }
}
