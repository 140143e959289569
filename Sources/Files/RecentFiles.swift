#if canImport(Glibc)
    import Glibc
#endif

/// A folder that keeps only its most recently used files of one kind: each use marks a file
/// (`markUsed`), and the oldest go (`keepNewest`). Links and other kinds of file are never
/// touched.
public enum RecentFiles {
    /// Sets the time the regular file at `path` (not through a link) was last changed to now.
    public static func markUsed(_ path: String) {
        utimensat(AT_FDCWD, path, nil, AT_SYMLINK_NOFOLLOW)
    }

    /// Removes all but the `count` most recently changed regular files in `directory` whose
    /// names end in `ending`.
    public static func keepNewest(_ count: Int, endingWith ending: String, in directory: String) {
        guard let folder = opendir(directory) else { return }
        var files: [(path: String, changed: timespec)] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            let path = "\(directory)/\(name)"
            var status = stat()
            guard name.hasSuffix(ending), lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
                continue
            }
            files.append((path, status.st_mtim))
        }
        closedir(folder)
        files.sort { ($0.changed.tv_sec, $0.changed.tv_nsec) > ($1.changed.tv_sec, $1.changed.tv_nsec) }
        for file in files.dropFirst(count) { unlink(file.path) }
    }
}
