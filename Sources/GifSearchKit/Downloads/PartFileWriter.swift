internal import Files
import FoundationEssentials
import GIF
internal import HTTP

#if canImport(Glibc)
    import Glibc
#endif

/// Writes a downloaded GIF through a new `.part` file beside it (`<name>.<pid>.<n>.part`) that
/// becomes the real file only when the bytes are a valid GIF and all on the disk; an identical
/// existing file is left alone, and a file with other contents too unless `replacing` (a
/// person's download never replaces another file of theirs unasked). Parts left by killed
/// downloads of the same file are removed first.
enum PartFileWriter {
    private static let ending = "part"

    /// Writes `bytes`, a file of `type` (a GIF is checked whole, an MP4 or a WebP by how it
    /// begins), to `path`; `false` when an identical file was there already.
    static func write(_ bytes: [UInt8], to path: String, as type: MediaFileType, replacing: Bool) throws(MediaError)
        -> Bool
    {
        if type == .gif {
            do {
                _ = try GIFFile.structure(of: bytes)
            } catch {
                throw .notAGIF(error.description)
            }
        } else if !type.begins(bytes) {
            throw .notOfType(type)
        }
        if ExistingFile.holds(bytes, at: path) { return false }
        if !replacing && ExistingFile.holdsOtherBytes(than: bytes, at: path) { throw .otherFileThere(path) }
        // Nothing at the name: it is taken without replacing, so that a file made there meanwhile
        // (another GIF of the same batch with the same name) is never replaced.
        var status = stat()
        let free = !replacing && lstat(path, &status) != 0
        let part = AtomicFile.freshTemporaryPath(for: path, ending: ending)
        do throws(FileError) {
            try PartFiles.register(part)
        } catch {
            throw .cannotWrite(path, reason: error.description)
        }
        defer { PartFiles.unregister(part) }
        let written = bytes.withUnsafeBytes {
            AtomicFile.write($0, to: path, through: part, durable: true, replacing: !free)
        }
        guard written else {
            let failure = FileError.last
            guard free, failure == .system(EEXIST) else { throw .cannotWrite(path, reason: failure.description) }
            if ExistingFile.holds(bytes, at: path) { return false }
            throw .otherFileThere(path)
        }
        return true
    }
}
