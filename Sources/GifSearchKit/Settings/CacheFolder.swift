#if canImport(Glibc)
    import Glibc
#endif

/// Whether a cache folder can be trusted: one that another user owns, or that anyone can write
/// to without the sticky bit, could have entries or links planted in it.
enum CacheFolder {
    /// Refuses `path` when it exists and someone else could change what it holds.
    static func check(_ path: String) throws(SearchFailure) {
        var status = stat()
        guard stat(path, &status) == 0 else { return }
        let advice = "choose another with --cache-dir, or use --no-cache"
        if status.st_uid != geteuid() {
            throw SearchFailure(
                kind: .cannotWrite, message: "the cache folder \(path) belongs to another user; \(advice)")
        }
        if status.st_mode & S_IWOTH != 0 && status.st_mode & S_ISVTX == 0 {
            throw SearchFailure(kind: .cannotWrite, message: "anyone can write to the cache folder \(path); \(advice)")
        }
    }
}
