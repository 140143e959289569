#if canImport(Glibc)
    import Glibc
#endif

/// Writes to stdout: text for people and scripts, and binary image data.
enum StandardOutput {
    static func write(_ text: String) {
        FileDescriptorOutput.write(Array(text.utf8), to: STDOUT_FILENO)
    }

    static func write(_ bytes: [UInt8]) {
        FileDescriptorOutput.write(bytes, to: STDOUT_FILENO)
    }

    /// Whether stdout is a terminal (and so no place for binary data).
    static var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
}

/// Writes whole buffers to a file descriptor, retrying short writes and interruptions. A
/// reader that went away (EPIPE) ends the output silently, as `cat` does.
enum FileDescriptorOutput {
    static func write(_ bytes: [UInt8], to descriptor: Int32) {
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
                    return
                }
            }
        }
    }
}
