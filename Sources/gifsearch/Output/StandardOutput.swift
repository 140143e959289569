import Terminal

#if canImport(Glibc)
    import Glibc
#endif

/// Writes to stdout: text for people and scripts, and binary image data.
enum StandardOutput {
    static func write(_ text: String) {
        DescriptorWriter.write(Array(text.utf8), to: STDOUT_FILENO)
    }

    static func write(_ bytes: [UInt8]) {
        DescriptorWriter.write(bytes, to: STDOUT_FILENO)
    }

    /// Whether stdout is a terminal (and so no place for binary data).
    static var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
}
