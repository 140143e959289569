#if canImport(Glibc)
    import Glibc
#endif

/// Reading from a file descriptor until enough has come.
public enum DescriptorRead {
    /// Appends to `bytes` what `descriptor` gives, retrying interruptions, until it ends or
    /// `bytes` holds `count`. `false` when a read fails, with `errno` saying why.
    public static func upTo(_ count: Int, from descriptor: Int32, into bytes: inout [UInt8]) -> Bool {
        var chunk = [UInt8](repeating: 0, count: min(1 << 16, max(1, count - bytes.count)))
        while bytes.count < count {
            let wanted = min(chunk.count, count - bytes.count)
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if got == 0 { return true }
            if got < 0 {
                if errno == EINTR { continue }
                return false
            }
            bytes += chunk[0..<got]
        }
        return true
    }
}
