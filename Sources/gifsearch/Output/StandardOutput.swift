import Terminal

#if canImport(Glibc)
    import Glibc
#endif

/// Writes to stdout: text for people and scripts, and binary image data. SIGPIPE is ignored from
/// the start; when the reader went away (`gifsearch cats --all | head -3`, `preview … | head -c
/// 1`) the first write that fails ends the process at once, quietly and with status 0: there is
/// no use in making more output, nor in making more requests for it.
enum StandardOutput {
    static func write(_ text: String) {
        write(Array(text.utf8))
    }

    static func write(_ bytes: [UInt8]) {
        if !DescriptorWriter.write(bytes, to: STDOUT_FILENO) && errno == EPIPE {
            finish(ExitStatus.success)
        }
    }

    /// Whether stdout is a terminal (and so no place for binary data).
    static var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
}
