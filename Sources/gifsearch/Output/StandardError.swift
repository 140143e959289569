import Terminal

#if canImport(Glibc)
    import Glibc
#endif

/// Writes messages to stderr, unbuffered.
enum StandardError {
    static func write(_ text: String) {
        DescriptorWriter.write(Array(text.utf8), to: STDERR_FILENO)
    }
}
