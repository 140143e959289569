import Files
import FoundationEssentials
import RxCore

#if canImport(Glibc)
    import Glibc
#endif

/// A response kept by `HTTPCache`.
public struct CachedResponse: Sendable, Equatable {
    public var response: HTTPResponse
    public var data: Data
    /// When the response was fetched or last revalidated.
    public var storedAt: Date
}

/// Responses kept in memory and on disk (`$XDG_CACHE_HOME/gifsearch` in the command line), keyed
/// by a hash of the URL without its key parameters. Disk writes are atomic (`AtomicFile`: a new
/// temporary file named with the writer's process id, then a rename; those of killed processes
/// are removed later); entries are read only as regular files, never through a link; an entry
/// that cannot be read, or whose body is not the length it says, is ignored and replaced; the
/// disk holds at most `maxBytes`, least recently used entries going first. A response that says
/// `Cache-Control: no-store` is not kept; with `longestKept`, a response is served only while it
/// is younger than that and than its own `max-age` (counted from when it was fetched or last
/// revalidated).
public final class HTTPCache: Sendable {
    /// What an entry file holds before the body.
    private struct Metadata: Codable {
        var url: String
        var statusCode: Int
        var headers: [String: String]
        var storedAt: Date
        /// The body's length: an entry whose body is shorter or longer is not served.
        var bodyLength: Int
    }

    /// The end of a temporary entry's name, after the key and the writer's process id.
    private static let temporaryEnding = "tmp"

    private struct Memory {
        var entries: [String: CachedResponse] = [:]
        var order: [String] = []
    }

    private let directory: String?
    private let maxBytes: Int
    private let memoryCapacity: Int
    private let longestKept: Double?
    private let fresh: Double
    /// Guards the in-memory entries.
    private let memory = LockedState(Memory())

    /// A cache in `directory` (memory only when `nil`), holding at most `maxBytes` on disk and
    /// `memoryCapacity` responses in memory, each served for at most `longestKept` seconds and
    /// its `max-age` (`nil`: as long as there is room, whatever the server says), and without
    /// asking the server while younger than `fresh` seconds (0: always asked).
    public init(
        directory: String?, maxBytes: Int = 64 << 20, memoryCapacity: Int = 64, longestKept: Double? = nil,
        fresh: Double = 0
    ) {
        self.directory = directory
        self.maxBytes = maxBytes
        self.memoryCapacity = memoryCapacity
        self.longestKept = longestKept
        self.fresh = fresh
    }

    /// Whether `cached` is young enough to serve without asking the server.
    public func isFresh(_ cached: CachedResponse, at date: Date = Date()) -> Bool {
        date.timeIntervalSince(cached.storedAt) < min(fresh, servedFor(cached.response))
    }

    /// The stored response for `request`, if any and not too old to serve (one that is, is
    /// forgotten).
    public func lookup(_ request: HTTPRequest, at date: Date = Date()) -> CachedResponse? {
        let key = Self.key(for: request)
        var hit = memory.withLock({ $0.entries[key] })
        if hit == nil, let path = path(for: key), let read = readEntry(at: path, expectedURL: request.redactedURL) {
            remember(read, key: key)
            RecentFiles.markUsed(path)
            hit = read
        }
        guard let hit else { return nil }
        guard date.timeIntervalSince(hit.storedAt) < servedFor(hit.response) else {
            forget(key)
            return nil
        }
        return hit
    }

    /// How long `response` may be served: `longestKept`, and its own `max-age`, when bounded.
    private func servedFor(_ response: HTTPResponse) -> Double {
        guard let longestKept else { return .infinity }
        let maxAge = response.cacheControl("max-age").flatMap(Double.init)
        return min(longestKept, maxAge ?? .infinity)
    }

    /// Keeps `response` and `data` for `request`, unless the response says `no-store` (then any
    /// earlier one is forgotten too).
    public func store(_ response: HTTPResponse, data: Data, for request: HTTPRequest, at date: Date = Date()) {
        let key = Self.key(for: request)
        guard response.cacheControl("no-store") == nil else { return forget(key) }
        let entry = CachedResponse(response: response, data: data, storedAt: date)
        remember(entry, key: key)
        guard let directory, let path = path(for: key) else { return }
        let metadata = Metadata(
            url: request.redactedURL, statusCode: response.statusCode, headers: response.headers, storedAt: date,
            bodyLength: data.count)
        guard let header = try? JSONEncoder().encode(metadata) else { return }
        var file = Data()
        let length = UInt32(header.count)
        file.append(contentsOf: [
            UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF),
        ])
        file.append(header)
        file.append(data)
        try? Directories.create(directory, mode: 0o700)
        let temporary = AtomicFile.temporaryPath(for: path, ending: Self.temporaryEnding)
        guard file.withUnsafeBytes({ AtomicFile.write($0, to: path, through: temporary, durable: false) }) else {
            return
        }
        evictIfNeeded(in: directory)
    }

    /// The headers that ask the server whether `cached` is still current.
    public func validators(for cached: CachedResponse) -> [(name: String, value: String)] {
        var headers: [(name: String, value: String)] = []
        if let etag = cached.response.header("etag") { headers.append(("If-None-Match", etag)) }
        if let modified = cached.response.header("last-modified") { headers.append(("If-Modified-Since", modified)) }
        return headers
    }

    /// Removes every entry.
    public func clear() {
        memory.withLock { $0 = Memory() }
        for file in entryFiles() { try? ExistingFile.remove(file.path) }
    }

    /// How many entries and bytes the disk holds.
    public var usage: (entries: Int, bytes: Int) {
        let files = entryFiles()
        return (files.count, files.reduce(0) { $0 + $1.size })
    }

    /// A stable hash (64-bit FNV-1a) of the URL without its key parameters.
    static func key(for request: HTTPRequest) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in request.redactedURL.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private func path(for key: String) -> String? {
        directory.map { "\($0)/\(key).cache" }
    }

    private func forget(_ key: String) {
        memory.withLock { memory in
            memory.entries[key] = nil
            memory.order.removeAll { $0 == key }
        }
        if let path = path(for: key) { try? ExistingFile.remove(path) }
    }

    private func remember(_ entry: CachedResponse, key: String) {
        memory.withLock { memory in
            if memory.entries.updateValue(entry, forKey: key) == nil { memory.order.append(key) }
            while memory.order.count > memoryCapacity {
                memory.entries[memory.order.removeFirst()] = nil
            }
        }
    }

    /// The entry at `path`; an unreadable one is deleted.
    private func readEntry(at path: String, expectedURL: String) -> CachedResponse? {
        guard let bytes = RegularFile.contents(of: path, limit: maxBytes) else { return discard(path) }
        guard bytes.count >= 4 else { return discard(path) }
        let length = Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3])
        guard length <= bytes.count - 4,
            let metadata = try? JSONDecoder().decode(Metadata.self, from: Data(bytes[4..<(4 + length)])),
            metadata.url == expectedURL, metadata.bodyLength == bytes.count - 4 - length
        else { return discard(path) }
        let response = HTTPResponse(statusCode: metadata.statusCode, headers: metadata.headers, url: metadata.url)
        return CachedResponse(response: response, data: Data(bytes[(4 + length)...]), storedAt: metadata.storedAt)
    }

    private func discard(_ path: String) -> CachedResponse? {
        try? ExistingFile.remove(path)
        return nil
    }

    private func evictIfNeeded(in directory: String) {
        AtomicFile.removeAbandoned(in: directory, prefix: "", ending: Self.temporaryEnding)
        var files = entryFiles(in: directory)
        var total = files.reduce(0) { $0 + $1.size }
        guard total > maxBytes else { return }
        files.sort { $0.modified < $1.modified }
        for file in files where total > maxBytes {
            try? ExistingFile.remove(file.path)
            total -= file.size
        }
    }

    /// The entries on disk, with their sizes and last use.
    private func entryFiles() -> [(path: String, size: Int, modified: Date)] {
        directory.map(entryFiles(in:)) ?? []
    }

    /// The entries in `directory`, regular files only.
    private func entryFiles(in directory: String) -> [(path: String, size: Int, modified: Date)] {
        Directories.names(in: directory).filter { $0.hasSuffix(".cache") }.compactMap { name in
            let path = "\(directory)/\(name)"
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
            let modified = Date(
                timeIntervalSince1970: Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9)
            return (path, Int(status.st_size), modified)
        }
    }
}
