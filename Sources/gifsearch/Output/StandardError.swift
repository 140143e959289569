#if canImport(Glibc)
    import Glibc
#endif

/// Writes messages to stderr, unbuffered.
enum StandardError {
    static func write(_ text: String) {
        FileDescriptorOutput.write(Array(text.utf8), to: STDERR_FILENO)
    }
}
