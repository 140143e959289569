import Foundation

/// The catalog's GIF bytes kept in a file between starts of one build of the server: the catalog
/// is the same on every start, and drawing it is most of a start (0.4 s of CPU in a debug build),
/// which a test suite starting a server per test would pay each time. The file is named after
/// the executable's size and modification time, so a rebuilt server draws afresh. A file that
/// does not read back whole is ignored, and a new one replaces it by a rename, never in place.
struct CatalogCache {
    let path: String

    /// The cache file for this build in `directory`; `nil` when the executable cannot be read.
    init?(directory: String) {
        var status = stat()
        guard stat("/proc/self/exe", &status) == 0 else { return nil }
        path = directory + "/catalog-\(status.st_size)-\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec).bin"
    }

    /// The bytes kept, by key; empty when there is no whole file.
    func load() -> [String: [UInt8]] {
        guard let data = FileManager.default.contents(atPath: path) else { return [:] }
        let bytes = [UInt8](data)
        var drawn: [String: [UInt8]] = [:]
        var offset = 0
        func field() -> ArraySlice<UInt8>? {
            guard offset + 4 <= bytes.count else { return nil }
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard offset + 4 + length <= bytes.count else { return nil }
            defer { offset += 4 + length }
            return bytes[offset + 4..<offset + 4 + length]
        }
        while offset < bytes.count {
            guard let key = field(), let value = field() else { return [:] }
            drawn[String(decoding: key, as: UTF8.self)] = Array(value)
        }
        return drawn
    }

    /// Keeps `drawn` for the next start.
    func save(_ drawn: [String: [UInt8]]) {
        var bytes: [UInt8] = []
        func append(_ field: [UInt8]) {
            bytes += (0..<4).map { UInt8(truncatingIfNeeded: field.count >> (24 - 8 * $0)) } + field
        }
        for (key, value) in drawn.sorted(by: { $0.key < $1.key }) {
            append(Array(key.utf8))
            append(value)
        }
        let temporary = path + ".\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else { return }
        if rename(temporary, path) != 0 { unlink(temporary) }
    }
}
