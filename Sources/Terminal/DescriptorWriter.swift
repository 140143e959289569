import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Writes whole buffers to a file descriptor, retrying short writes and interruptions. A reader
/// that went away (EPIPE) or a terminal that closed ends the output silently, as `cat` does.
///
/// Every write runs on one serial queue, `gifsearch.output`: stdout, stderr and the terminal
/// are written from the command's thread, the players' clocks, the picker's UI scheduler and
/// compute threads, and no two writes ever interleave. (What puts the terminal back when the
/// process is interrupted or ends, `TerminalRestore` and `InterruptOutput`, writes with
/// `write(2)` directly, as a signal handler must, after `silence()`.)
public enum DescriptorWriter {
    private static let queue = DispatchQueue(label: "gifsearch.output")
    private static let silenced = Atomic<Bool>(false)

    /// Async-signal-safe: from now on nothing more is written (a write under way stops at its
    /// next chunk), so that what an interruption writes is the last thing on the terminal.
    static func silence() {
        silenced.store(true, ordering: .releasing)
    }

    /// Whether all of `bytes` was written (`false`: the reader went away, or another error,
    /// left in `errno`).
    @discardableResult
    public static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        #if DEBUG
            // Every write hops onto the queue; one made from the queue itself would deadlock.
            dispatchPrecondition(condition: .notOnQueue(queue))
        #endif
        let (written, error) = queue.sync { () -> (Bool, Int32) in
            let written = writeAll(bytes, to: descriptor)
            return (written, errno)
        }
        errno = error
        return written
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                if silenced.load(ordering: .acquiring) { return false }
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
