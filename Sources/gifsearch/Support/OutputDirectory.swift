#if canImport(Glibc)
    import Glibc
#endif

/// The directory downloads go to.
enum OutputDirectory {
    /// Creates `path` and any missing parents, as `mkdir -p` does; fails with the system's
    /// message when a part cannot be made or the path is not a directory.
    static func create(_ path: String) throws(SourceError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST { throw SourceError(errno: errno) }
            prefix += "/"
        }
        var status = stat()
        guard stat(path, &status) == 0 else { throw SourceError(errno: errno) }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw SourceError(errno: ENOTDIR) }
    }
}
