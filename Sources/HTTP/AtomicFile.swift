#if canImport(Glibc)
    import Glibc
#endif

/// Files that appear whole or not at all, even when the process is killed mid-write: the bytes
/// go to a temporary file beside the final one, which is renamed over it once complete.
public enum AtomicFile {
    /// Writes `bytes` to `temporary` (mode 0644), flushed to the disk first when `durable`, then
    /// renames it to `path`. `false` when a step fails; the temporary file is then removed.
    public static func write(_ bytes: UnsafeRawBufferPointer, to path: String, through temporary: String, durable: Bool)
        -> Bool
    {
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        var written = 0
        while written < bytes.count {
            let count = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            written += count
        }
        let flushed = !durable || fsync(descriptor) == 0
        guard close(descriptor) == 0, written == bytes.count, flushed, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}
