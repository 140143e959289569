#if canImport(Glibc)
    import Glibc
#endif

/// Whether a folder can be trusted with files read back later: one that another user owns, or
/// that anyone can write to without the sticky bit, could have entries or links planted in it.
public enum FolderTrust {
    /// Why a folder is not trusted.
    public enum Doubt: Sendable, Equatable {
        /// Another user owns it.
        case otherOwner
        /// Anyone can write to it, and the sticky bit does not keep them to their own entries.
        case writableByAnyone
    }

    /// Why `path` is not to be trusted; `nil` when it is missing or only this user can change
    /// what it holds.
    public static func doubt(about path: String) -> Doubt? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        if status.st_uid != geteuid() { return .otherOwner }
        if status.st_mode & S_IWOTH != 0 && status.st_mode & S_ISVTX == 0 { return .writableByAnyone }
        return nil
    }
}
