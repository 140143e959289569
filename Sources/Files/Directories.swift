import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Making directories.
public enum Directories {
    /// Creates `path` and any missing parents, as `mkdir -p` does: with `mode` when one is
    /// given, else as the umask allows. A file in the way is "not a directory".
    public static func create(_ path: String, mode: mode_t? = nil) throws(FileError) {
        do {
            try FileManager.default.createDirectory(
                atPath: path, withIntermediateDirectories: true,
                attributes: mode.map { [.posixPermissions: Int($0)] })
        } catch {
            let code = ((error as? CocoaError)?.underlying as? POSIXError)?.code.rawValue ?? EIO
            throw .system(code == EEXIST ? ENOTDIR : code)
        }
    }
}
