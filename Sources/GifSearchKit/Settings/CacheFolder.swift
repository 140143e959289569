internal import Files

/// The cache folder's trust, in the words the person reads.
enum CacheFolder {
    /// Refuses `path` when it exists and someone else could change what it holds.
    static func check(_ path: String) throws(SearchFailure) {
        let advice = "choose another with --cache-dir, or use --no-cache"
        switch FolderTrust.doubt(about: path) {
        case nil: return
        case .otherOwner:
            throw SearchFailure(
                kind: .cannotWrite, message: "the cache folder \(path) belongs to another user; \(advice)")
        case .writableByAnyone:
            throw SearchFailure(kind: .cannotWrite, message: "anyone can write to the cache folder \(path); \(advice)")
        }
    }
}
