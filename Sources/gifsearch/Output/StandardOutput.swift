import Synchronization
import Terminal

#if canImport(Glibc)
    import Glibc
#endif

/// Writes to stdout: text for people and scripts, and binary image data. A reader that went
/// away (`gifsearch cats | head -3`) is noticed (`isClosed`) rather than killing the process:
/// SIGPIPE is ignored from the start.
enum StandardOutput {
    private static let closed = Atomic(false)

    static func write(_ text: String) {
        write(Array(text.utf8))
    }

    static func write(_ bytes: [UInt8]) {
        if !DescriptorWriter.write(bytes, to: STDOUT_FILENO) && errno == EPIPE {
            closed.store(true, ordering: .relaxed)
        }
    }

    /// Whether the reader of stdout went away: there is no use in making more output.
    static var isClosed: Bool { closed.load(ordering: .relaxed) }

    /// Whether stdout is a terminal (and so no place for binary data).
    static var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
}
