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

    /// Writes `bytes` to `path`; `false` when an identical file was there already.
    static func write(_ bytes: [UInt8], to path: String, replacing: Bool) throws(MediaError) -> Bool {
        do {
            _ = try GIFFile.structure(of: bytes)
        } catch {
            throw .notAGIF(error.description)
        }
        if RegularFile.contents(of: path, limit: bytes.count) == bytes { return false }
        if !replacing && ExistingFile.holdsOtherBytes(than: bytes, at: path) { throw .otherFileThere(path) }
        let part = AtomicFile.freshTemporaryPath(for: path, ending: ending)
        do throws(FileError) {
            try PartFiles.register(part)
        } catch {
            throw .cannotWrite(path, reason: error.description)
        }
        defer { PartFiles.unregister(part) }
        guard bytes.withUnsafeBytes({ AtomicFile.write($0, to: path, through: part, durable: true) }) else {
            throw .cannotWrite(path, reason: FileError.last.description)
        }
        return true
    }
}
