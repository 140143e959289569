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
    /// names end in one of `endings`.
    public static func keepNewest(_ count: Int, endingWith endings: [String], in directory: String) {
        let names = Directories.names(in: directory).filter { name in endings.contains { name.hasSuffix($0) } }
        let files = names.compactMap { name -> (path: String, changed: timespec)? in
            let path = "\(directory)/\(name)"
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
            return (path, status.st_mtim)
        }
        let newestFirst = files.sorted {
            ($0.changed.tv_sec, $0.changed.tv_nsec) > ($1.changed.tv_sec, $1.changed.tv_nsec)
        }
        for file in newestFirst.dropFirst(count) { unlink(file.path) }
    }
}
