import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Files that appear whole or not at all, even when the process is killed mid-write: the bytes
/// go to a temporary file beside the final one, which is renamed over it once complete.
///
/// A temporary is always a new file this process made (`O_CREAT|O_EXCL|O_NOFOLLOW`), so a link
/// or file planted at its name is never written through or given another mode; the rename
/// replaces whatever is at the final name itself, a link included, never what a link points to.
public enum AtomicFile {
    private static let counter = Atomic<Int>(0)

    /// A temporary name beside `path` that no other write of this process uses:
    /// `<path>.<pid>.<n>.<ending>`. The process id lets `removeAbandoned` tell a killed
    /// writer's leftovers from a live one's.
    public static func temporaryPath(for path: String, ending: String) -> String {
        let number = counter.add(1, ordering: .relaxed).newValue
        return "\(path).\(getpid()).\(number).\(ending)"
    }

    /// A temporary name beside `path` (`temporaryPath`), once the temporaries of the same name
    /// that killed writers left in its folder are removed (`removeAbandoned`).
    public static func freshTemporaryPath(for path: String, ending: String) -> String {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        removeAbandoned(in: directory, prefix: name + ".", ending: ending)
        return temporaryPath(for: path, ending: ending)
    }

    /// Writes `bytes` to `temporary` (a name from `temporaryPath`) with `mode`, flushed to the
    /// disk first when `durable`, then renames it to `path`; with `replacing` off, it is linked
    /// there instead, which fails with `EEXIST` when anything is at `path` (no check-then-rename
    /// race: a file made there meanwhile is never replaced). `false` when a step fails, with
    /// `errno` saying why; the temporary file is then removed.
    public static func write(
        _ bytes: UnsafeRawBufferPointer, to path: String, through temporary: String, mode: mode_t = 0o644,
        durable: Bool, replacing: Bool = true
    ) -> Bool {
        let descriptor = create(temporary, mode: mode)
        guard descriptor >= 0 else { return false }
        // The file is new and ours: give it `mode` whatever the umask took away.
        fchmod(descriptor, mode)
        let writeFailure = DescriptorWrite.all(bytes, to: descriptor) ? 0 : errno
        let flushed = !durable || fsync(descriptor) == 0
        let closed = close(descriptor) == 0
        guard writeFailure == 0, flushed, closed, publish(temporary, at: path, replacing: replacing) else {
            let failure = writeFailure != 0 ? writeFailure : errno
            unlink(temporary)
            errno = failure
            return false
        }
        return true
    }

    /// Gives the complete `temporary` the name `path`: a rename, or, without `replacing`, a hard
    /// link that fails when something is there, and the temporary name removed.
    private static func publish(_ temporary: String, at path: String, replacing: Bool) -> Bool {
        guard !replacing else { return rename(temporary, path) == 0 }
        guard link(temporary, path) == 0 else { return false }
        unlink(temporary)
        return true
    }

    /// Writes the small text file `text` to `path` with `mode` through a temporary beside it
    /// (`<path>.<pid>.<n>.tmp`), not flushed to the disk: settings and ids. `false` when a step
    /// fails, with `errno` saying why.
    public static func write(_ text: String, to path: String, mode: mode_t = 0o644) -> Bool {
        Array(text.utf8).withUnsafeBytes {
            write($0, to: path, through: temporaryPath(for: path, ending: "tmp"), mode: mode, durable: false)
        }
    }

    /// Opens a new file at `temporary`. Something already there (a leftover of a killed process
    /// that had this id, or a planted link) is unlinked, which never touches what a link points
    /// to, and the exclusive create is tried again; a name that keeps being taken fails.
    private static func create(_ temporary: String, mode: mode_t) -> Int32 {
        for _ in 0..<3 {
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            if descriptor >= 0 || errno != EEXIST { return descriptor }
            unlink(temporary)
        }
        errno = EEXIST
        return -1
    }

    /// Removes the temporaries in `directory` named `<prefix>…<pid>.<n>.<ending>` whose writing
    /// process is gone (killed before its rename). Other files are left alone.
    public static func removeAbandoned(in directory: String, prefix: String, ending: String) {
        let suffix = "." + ending
        for name in Directories.names(in: directory) {
            guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else {
                continue
            }
            let fields = name.dropFirst(prefix.count).dropLast(suffix.count).split(
                separator: ".", omittingEmptySubsequences: false)
            guard fields.count >= 2, let writer = pid_t(fields[fields.count - 2]), Int(fields[fields.count - 1]) != nil,
                writer > 0, writer != getpid(), kill(writer, 0) != 0, errno == ESRCH
            else { continue }
            unlink("\(directory)/\(name)")
        }
    }
}
