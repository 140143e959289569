#if canImport(Glibc)
    import Glibc
#endif

/// A file a walk found: where, how long, and when it last changed.
public struct FoundFile: Sendable, Equatable {
    public let path: String
    public let size: Int
    /// Its last change, in nanoseconds since 1970.
    public let modified: Int64

    public init(path: String, size: Int, modified: Int64) {
        self.path = path
        self.size = size
        self.modified = modified
    }
}

/// What a walk passed over, and why, in a phrase.
public struct PassedOver: Sendable, Equatable {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}

/// Walking a folder a person names, which may hold anything: links in loops, folders that
/// cannot be read, devices and pipes with a file's name.
public enum FolderWalk {
    /// The regular files under `folder`, at any depth, whose names end with one of `suffixes`
    /// (ignoring case), in the order of their paths, and what was passed over on the way. A
    /// folder reached through a link is not entered, so no loop can form; a link to a file is
    /// the file. Entries whose names start with a dot are left alone.
    public static func files(under folder: String, endingWith suffixes: [String]) -> (
        files: [FoundFile], passed: [PassedOver]
    ) {
        let endings = suffixes.map { $0.lowercased() }
        var (files, passed) = ([FoundFile](), [PassedOver]())
        var folders = [folder]
        while let current = folders.popLast() {
            guard let listing = opendir(current) else {
                passed.append(PassedOver(path: current, reason: "cannot be read: \(String(cString: strerror(errno)))"))
                continue
            }
            defer { closedir(listing) }
            while let entry = readdir(listing) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
                }
                guard !name.hasPrefix(".") else { continue }
                let path = current == "/" ? "/" + name : current + "/" + name
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                if status.st_mode & S_IFMT == S_IFDIR {
                    folders.append(path)
                    continue
                }
                let lowered = name.lowercased()
                guard endings.contains(where: lowered.hasSuffix) else { continue }
                if status.st_mode & S_IFMT == S_IFLNK, stat(path, &status) != 0 {
                    passed.append(PassedOver(path: path, reason: "a link to nothing"))
                    continue
                }
                guard status.st_mode & S_IFMT == S_IFREG else {
                    passed.append(PassedOver(path: path, reason: "not a regular file"))
                    continue
                }
                let modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
                files.append(FoundFile(path: path, size: Int(status.st_size), modified: modified))
            }
        }
        return (files.sorted { $0.path < $1.path }, passed.sorted { $0.path < $1.path })
    }
}
