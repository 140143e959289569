import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Making and listing directories.
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

    /// The absolute path of the directory `path` names, without links, `.` or `..` (relative
    /// paths start at the working directory): "not a directory" for anything else.
    public static func realPath(of path: String) throws(FileError) -> String {
        guard let resolved = realpath(path, nil) else { throw .last }
        defer { free(resolved) }
        var status = stat()
        guard stat(resolved, &status) == 0 else { throw .last }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw .system(ENOTDIR) }
        return String(cString: resolved)
    }

    /// The names of the entries in the directory at `path` (through a link), in no order and
    /// without `.` and `..`; none when it cannot be read.
    public static func names(in path: String) -> [String] {
        guard let folder = opendir(path) else { return [] }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
