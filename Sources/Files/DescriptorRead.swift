#if canImport(Glibc)
    import Glibc
#endif

/// Reading from a file descriptor until enough has come.
public enum DescriptorRead {
    /// Appends to `bytes` what `descriptor` gives, retrying interruptions, until it ends or
    /// `bytes` holds `count`. Reads go straight into `bytes`: into the capacity already reserved
    /// (in one read when it covers the rest), else 64 KiB at a time. `false` when a read fails,
    /// with `errno` saying why.
    public static func upTo(_ count: Int, from descriptor: Int32, into bytes: inout [UInt8]) -> Bool {
        while bytes.count < count {
            let start = bytes.count
            let wanted = min(count - start, max(1 << 16, bytes.capacity - start))
            bytes.append(contentsOf: repeatElement(0, count: wanted))
            let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + start, wanted) }
            let failure = errno
            bytes.removeLast(wanted - max(got, 0))
            if got == 0 { return true }
            if got < 0 {
                if failure == EINTR { continue }
                errno = failure
                return false
            }
        }
        return true
    }
}
