import Dispatch
internal import Files
import FoundationEssentials
import GIF
internal import GRDB
import RxCore

/// How a scan went.
public struct ScanSummary: Sendable, Equatable {
    /// Files read (new or changed) and indexed, files skipped with a reason, files unchanged
    /// (not read), and files gone since the last scan.
    public var indexed = 0
    public var skipped = 0
    public var unchanged = 0
    public var removed = 0

    public init() {}
}

extension LocalIndex {
    /// The most bytes of one GIF file read.
    static let largestFile = 64 << 20
    /// The longest one GIF is decoded and read for.
    static let longestRead: Duration = .seconds(20)
    /// The file names taken for GIFs.
    static let suffixes = [".gif"]
    /// The box frames are read in: larger ones are scaled down to fit (a caption stays
    /// legible; a 4096-pixel frame kept whole would take 64 MB).
    static let readingBox = (width: 1024, height: 1024)
    /// The most characters of the text a GIF carries (comments, XMP) that are indexed.
    static let longestCarried = 1 << 16
    /// The canvas (in pixels) from which a GIF is large: one large GIF is read at a time, so
    /// that two canvases of a GIF bomb never take memory at once.
    static let largeCanvas = 1 << 20
    /// Held while a large GIF is read.
    private static let largeGIFs = DispatchSemaphore(value: 1)

    /// Indexes what changed under `folder` since its last scan: a file whose size and time are
    /// as last read is not read again; a new or changed file is read, given its content id, and
    /// indexed (a GIF whose content is indexed already, moved or copied, is not decoded again);
    /// a file gone leaves the index, and at the end so does a GIF no file is any more. `workers`
    /// files are read at once, each worker with a reader `makeReader` makes (none: no words drawn
    /// are read). Each file is kept as soon as it is read, so an interrupted scan leaves an index
    /// that works (a GIF without a file is never found) and the next scan goes on from there.
    /// The folder is marked scanned at `date`, else when the scan ends. `progress` is told of
    /// each file done, with how many there are to read. With `sparingEmptied`, a folder that
    /// held GIFs and now holds no file (a disk unmounted under its mount point, say) is left as
    /// it was: nothing is forgotten.
    public func scan(
        _ folder: String, workers: Int, makeReader: @escaping @Sendable () -> DrawnWordReader?,
        at date: Date? = nil, sparingEmptied: Bool = false,
        progress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws(SearchFailure) -> ScanSummary {
        let walk = FolderWalk.files(under: folder, endingWith: Self.suffixes)
        let known: [String: (size: Int, modified: Int64)] = try read { db in
            var known: [String: (Int, Int64)] = [:]
            for row in try Row.fetchAll(
                db, sql: "SELECT path, size, modified FROM file WHERE folder = ?", arguments: [folder])
            {
                known[row["path"]] = (row["size"], row["modified"])
            }
            return known
        }
        var summary = ScanSummary()
        if sparingEmptied && walk.files.isEmpty && !known.isEmpty { return summary }
        let changed = walk.files.filter { file in
            guard let was = known[file.path], was.size == file.size, was.modified == file.modified else { return true }
            summary.unchanged += 1
            return false
        }
        let present = Set(walk.files.map(\.path))
        let gone = known.keys.filter { !present.contains($0) }
        // A GIF whose file is gone stays until the end: it may have moved, and then is not read again.
        let touched = try write { db in
            var touched = Set<String>()
            for path in gone {
                if let id = try String.fetchOne(db, sql: "SELECT gifID FROM file WHERE path = ?", arguments: [path]) {
                    touched.insert(id)
                }
                try db.execute(sql: "DELETE FROM file WHERE path = ?", arguments: [path])
            }
            return touched
        }
        summary.removed = gone.count
        let outcomes = try readFiles(
            changed, workers: workers, makeReader: makeReader, into: folder, progress: progress)
        summary.indexed = outcomes.indexed
        summary.skipped = outcomes.skipped
        try write { db in
            try Self.forgetUnfiledGIFs(in: db)
            for id in touched { try Self.reindex(id, in: db) }
            try db.execute(
                sql: "UPDATE folder SET scannedAt = ? WHERE path = ?",
                arguments: [(date ?? Date()).timeIntervalSince1970, folder])
        }
        return summary
    }

    /// Reads and keeps `files` of `folder`, `workers` at a time.
    private func readFiles(
        _ files: [FoundFile], workers: Int, makeReader: @escaping @Sendable () -> DrawnWordReader?,
        into folder: String, progress: @escaping @Sendable (Int, Int) -> Void
    ) throws(SearchFailure) -> (indexed: Int, skipped: Int) {
        // No reader is made for nothing to read: making one loads a language model.
        guard !files.isEmpty else { return (0, 0) }
        let next = LockedState(0)
        let tally = LockedState((indexed: 0, skipped: 0, failure: SearchFailure?.none))
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, files.count))) { _ in
            let reader = makeReader()
            while let index = next.withLock({ next -> Int? in
                guard next < files.count, tally.withLock({ $0.failure == nil }) else { return nil }
                defer { next += 1 }
                return next
            }) {
                let file = files[index]
                let outcome = Self.indexing(
                    file, reader: reader,
                    knownGIF: { id in
                        (try? self.read { db in
                            try Bool.fetchOne(db, sql: "SELECT 1 FROM gif WHERE id = ?", arguments: [id])
                        })
                        .flatMap { $0 } ?? false
                    })
                do throws(SearchFailure) {
                    try write { db in try outcome.keep(file, in: folder, db: db) }
                    let done = tally.withLock { tally -> Int in
                        if case .skipped = outcome { tally.skipped += 1 } else { tally.indexed += 1 }
                        return tally.indexed + tally.skipped
                    }
                    progress(done, files.count)
                } catch {
                    tally.withLock { $0.failure = error }
                }
            }
        }
        let result = tally.withLock { $0 }
        if let failure = result.failure { throw failure }
        return (result.indexed, result.skipped)
    }

    /// The pixels of the logical screen a GIF's header gives (bytes 6–9, little-endian).
    static func canvasPixels(of bytes: [UInt8]) -> Int {
        guard bytes.count >= 10 else { return 0 }
        let width = Int(bytes[6]) | Int(bytes[7]) << 8
        let height = Int(bytes[8]) | Int(bytes[9]) << 8
        return width * height
    }

    /// What `file` is: a GIF indexed already by its content (`knownGIF`), a GIF read now, or
    /// skipped with why.
    static func indexing(
        _ file: FoundFile, reader: DrawnWordReader?, knownGIF: (String) -> Bool
    ) -> FileIndexing {
        let bytes: [UInt8]
        do throws(FileError) {
            guard let read = try RegularFile.bytes(of: file.path, limit: largestFile, following: true) else {
                return .skipped("gone while scanning")
            }
            bytes = read
        } catch {
            return .skipped(error.description)
        }
        guard !bytes.isEmpty else { return .skipped("empty") }
        let id = ContentID.of(bytes)
        if knownGIF(id) { return .known(id: id) }
        guard GIFSignature.starts(bytes) else { return .skipped("not a GIF") }
        let isLarge = canvasPixels(of: bytes) > largeCanvas
        if isLarge { largeGIFs.wait() }
        defer { if isLarge { largeGIFs.signal() } }
        let clock = ContinuousClock()
        let deadline = clock.now + longestRead
        var reading: GIFReading?
        var failure: GIFError?
        let drawn =
            reader?.words { consider in
                do throws(GIFError) {
                    reading = try GIFFile.frames(
                        of: bytes, fitting: readingBox, until: { clock.now > deadline }, consider)
                } catch {
                    failure = error
                }
            } ?? []
        if reader == nil {
            do throws(GIFError) {
                reading = try GIFFile.info(of: bytes)
            } catch {
                failure = error
            }
        }
        // A reading has a frame at least (`GIFError.noImageData` otherwise).
        guard let info = reading?.info else {
            return .skipped(failure.map { "not a readable GIF: \($0)" } ?? "not a readable GIF")
        }
        if clock.now > deadline { return .skipped("took longer than \(longestRead) to read") }
        return .read(
            LocalGIFFacts(
                id: id, width: info.width, height: info.height, frames: info.frames.count, drawn: drawn,
                forms: reader?.otherForms(of: drawn) ?? [],
                carried: String(
                    (info.comments + (info.xmp.map(XMPText.carried) ?? [])).joined(separator: " ").prefix(
                        longestCarried))))
    }
}

/// What a scan makes of one file.
enum FileIndexing {
    /// A GIF whose content is indexed already (moved, renamed or copied).
    case known(id: String)
    /// A GIF read now.
    case read(LocalGIFFacts)
    case skipped(String)

    /// Keeps this as `file`'s row under `folder`, and the GIF's with its full-text row.
    func keep(_ file: FoundFile, in folder: String, db: Database) throws {
        let gifID: String?
        let skipped: String?
        switch self {
        case .known(let id): (gifID, skipped) = (id, nil)
        case .read(let facts):
            try db.execute(
                sql: """
                    INSERT OR IGNORE INTO gif (id, width, height, frames, drawn, forms, carried)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    facts.id, facts.width, facts.height, facts.frames, facts.drawn.joined(separator: " "),
                    facts.forms.joined(separator: " "), facts.carried,
                ])
            (gifID, skipped) = (facts.id, nil)
        case .skipped(let reason): (gifID, skipped) = (nil, reason)
        }
        try db.execute(
            sql: """
                INSERT OR REPLACE INTO file (path, folder, size, modified, gifID, skipped) VALUES (?, ?, ?, ?, ?, ?)
                """,
            arguments: [file.path, folder, file.size, file.modified, gifID, skipped])
        if let gifID { try LocalIndex.reindex(gifID, in: db) }
    }
}

/// What a GIF read by a scan is.
struct LocalGIFFacts {
    let id: String
    let width: Int
    let height: Int
    let frames: Int
    let drawn: [String]
    let forms: [String]
    let carried: String
}
