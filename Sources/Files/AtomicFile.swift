#if canImport(Glibc)
    import Glibc
#endif

/// Files that appear whole or not at all, even when the process is killed mid-write: the bytes
/// go to a temporary file beside the final one, which is renamed over it once complete.
public enum AtomicFile {
    /// Writes `bytes` to `temporary` with `mode`, flushed to the disk first when `durable`, then
    /// renames it to `path`. `false` when a step fails, with `errno` saying why; the temporary
    /// file is then removed.
    public static func write(
        _ bytes: UnsafeRawBufferPointer, to path: String, through temporary: String, mode: mode_t = 0o644,
        durable: Bool
    ) -> Bool {
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard descriptor >= 0 else { return false }
        // A temporary left from before keeps its old mode through O_CREAT.
        fchmod(descriptor, mode)
        var written = 0
        while written < bytes.count {
            let count = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            written += count
        }
        let flushed = !durable || fsync(descriptor) == 0
        guard close(descriptor) == 0, written == bytes.count, flushed, rename(temporary, path) == 0 else {
            let failure = errno
            unlink(temporary)
            errno = failure
            return false
        }
        return true
    }
}
