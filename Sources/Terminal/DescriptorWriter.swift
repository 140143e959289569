#if canImport(Glibc)
    import Glibc
#endif

/// Writes whole buffers to a file descriptor, retrying short writes and interruptions. A reader
/// that went away (EPIPE) or a terminal that closed ends the output silently, as `cat` does.
public enum DescriptorWriter {
    /// Whether all of `bytes` was written (`false`: the reader went away, or another error).
    @discardableResult
    public static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                // Safe: offset < count, so the pointer and length stay inside the buffer.
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return false
                }
            }
            return true
        }
    }
}
