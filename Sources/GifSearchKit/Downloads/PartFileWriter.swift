import Files
import FoundationEssentials
import GIF
import HTTP

/// Writes a downloaded GIF through a `.part` file beside it that becomes the real file only when
/// the bytes are a valid GIF and all on the disk; an identical existing file is left alone.
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
        try PartFiles.register(part)
        defer { PartFiles.unregister(part) }
        guard data.withUnsafeBytes({ AtomicFile.write($0, to: path, through: part, durable: true) }) else {
            throw .cannotWrite(path)
        }
        return true
    }

}
