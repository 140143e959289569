import FoundationEssentials
import GIF

#if canImport(Glibc)
    import Glibc
#endif

/// Writes a downloaded GIF through a `.part` file that becomes the real file only when the
/// bytes are a valid GIF; an identical existing file is left alone.
enum GIFFileWriter {
    /// Writes `data` to `path`; returns the path, or `nil` when an identical file was there.
    static func write(_ data: Data, to path: String) throws -> String? {
        let bytes = [UInt8](data)
        do {
            _ = try GIFFile.structure(of: bytes)
        } catch {
            throw GIFDownloadError.notAGIF("\(error)")
        }
        if let existing = FileManager.default.contents(atPath: path), existing == data { return nil }
        let part = path + ".part"
        PartFiles.register(part)
        defer { PartFiles.unregister(part) }
        guard FileManager.default.createFile(atPath: part, contents: data), rename(part, path) == 0 else {
            unlink(part)
            throw GIFDownloadError.cannotWrite(path)
        }
        return path
    }
}

/// Why a download could not be kept.
enum GIFDownloadError: Error, CustomStringConvertible {
    case notAGIF(String)
    case cannotWrite(String)

    var description: String {
        switch self {
        case .notAGIF(let reason): return "the download is not a valid GIF (\(reason))"
        case .cannotWrite(let path): return "cannot write \(TerminalText.sanitize(path))"
        }
    }
}
