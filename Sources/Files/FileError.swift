#if canImport(Glibc)
    import Glibc
#endif

/// Why a file could not be read, written or made.
public enum FileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The system refused, with this `errno`.
    case system(Int32)
    /// The file holds more than this many bytes.
    case tooLarge(Int)
    /// The path cannot be handled safely: why, in a few words.
    case unsafePath(String)
    /// A file with other contents is at the path, and it is not to be replaced.
    case otherFileThere

    /// The system's error of the last call that failed.
    public static var last: FileError { .system(errno) }

    /// The reason in lower-case words; the system's own message for a system error.
    public var description: String {
        switch self {
        case .system(let code): String(cString: strerror(code)).lowercased()
        case .tooLarge(let limit): "larger than \(limit) bytes"
        case .unsafePath(let reason): reason
        case .otherFileThere: "another file is there"
        }
    }
}
