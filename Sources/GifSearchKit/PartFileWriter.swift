import FoundationEssentials
import GIF

#if canImport(Glibc)
    import Glibc
#endif

/// Writes a downloaded GIF through a `.part` file that becomes the real file only when the
/// bytes are a valid GIF; an identical existing file is left alone.
enum PartFileWriter {
    /// Writes `data` to `path`; `false` when an identical file was there already.
    static func write(_ data: Data, to path: String) throws(MediaError) -> Bool {
        let bytes = [UInt8](data)
        do {
            _ = try GIFFile.structure(of: bytes)
        } catch {
            throw .notAGIF(error.description)
        }
        if let existing = FileManager.default.contents(atPath: path), existing == data { return false }
        let part = path + ".part"
        PartFiles.register(part)
        defer { PartFiles.unregister(part) }
        guard FileManager.default.createFile(atPath: part, contents: data), rename(part, path) == 0 else {
            unlink(part)
            throw .cannotWrite(path)
        }
        return true
    }

    /// Creates `path` and any missing parents, as `mkdir -p` does; fails with the system's
    /// message when a part cannot be made or the path is not a directory.
    static func createDirectory(_ path: String) throws(MediaError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST { throw directoryError() }
            prefix += "/"
        }
        var status = stat()
        guard stat(path, &status) == 0 else { throw directoryError() }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw directoryError(ENOTDIR) }
    }

    private static func directoryError(_ code: Int32 = errno) -> MediaError {
        .cannotCreateDirectory(String(cString: strerror(code)).lowercased())
    }
}
