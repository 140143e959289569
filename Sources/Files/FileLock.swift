#if canImport(Glibc)
    import Glibc
#endif

/// A lock that processes take turns holding through a lock file (`flock(2)`), such as one that
/// lets a single process migrate a database the others then open. Closing the lock file, or
/// the process ending, lets the next one have it.
public struct FileLock: Sendable {
    private let descriptor: Int32

    /// Waits until this process holds the exclusive lock of the lock file at `path`, made with
    /// mode 0600 when missing and never through a link (a link there is "too many levels of
    /// symbolic links"). Where the file system cannot lock at all, it goes on unlocked.
    public init(exclusive path: String) throws(FileError) {
        descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .last }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
    }

    /// Lets the next process have the lock.
    public func release() {
        close(descriptor)
    }
}
