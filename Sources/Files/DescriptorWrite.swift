#if canImport(Glibc)
    import Glibc
#endif

/// Writing a whole buffer to a file descriptor.
public enum DescriptorWrite {
    /// Writes all of `bytes` to `descriptor`, retrying short writes and interruptions. `false`
    /// when it fails, with `errno` saying why (`ENOSPC` when nothing more would be written).
    public static func all(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                if count == 0 { errno = ENOSPC }
                return false
            }
            written += count
        }
        return true
    }
}
