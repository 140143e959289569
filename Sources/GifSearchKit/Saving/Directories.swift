#if canImport(Glibc)
    import Glibc
#endif

/// Making directories.
enum Directories {
    /// Creates `path` and any missing parents with `mode`, as `mkdir -p` does; fails with the
    /// system's message when a part cannot be made or the path is not a directory.
    static func create(_ path: String, mode: mode_t = 0o755) throws(MediaError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, mode) != 0 && errno != EEXIST { throw failure() }
            prefix += "/"
        }
        var status = stat()
        guard stat(path, &status) == 0 else { throw failure() }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw failure(ENOTDIR) }
    }

    private static func failure(_ code: Int32 = errno) -> MediaError {
        .cannotCreateDirectory(String(cString: strerror(code)).lowercased())
    }
}
