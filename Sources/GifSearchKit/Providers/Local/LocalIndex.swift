internal import Files
import FoundationEssentials
internal import GRDB

/// The index of the person's own GIFs: the folders they added and, for each GIF file under
/// them, what it is and the words that find it (drawn in its frames, carried in it, in its
/// names), in one of the person's databases (`PersonalDatabase`) beside the library. Nothing in
/// it ever leaves the machine.
public final class LocalIndex: Sendable {
    let database: DatabaseQueue

    /// `$XDG_DATA_HOME/gifsearch/local.sqlite`, else under `~/.local/share`; `nil` when neither
    /// variable says where the person's folders are.
    public static func path(in environment: [String: String]) -> String? {
        XDGDirectory.knownPath("XDG_DATA_HOME", else: ".local/share", in: environment)
            .map { $0 + "/gifsearch/local.sqlite" }
    }

    /// The index at `path` (one from `path(in:)`); `nil` is no index, a failure that says why.
    public static func at(_ path: String?) throws(SearchFailure) -> LocalIndex {
        try LocalIndex(path: placed(path))
    }

    /// Opens the index at `path`, making it first, and brings its tables up to date.
    public init(path: String) throws(SearchFailure) {
        database = try Self.open(path, migrator: LocalIndexSchema.migrator) { db in
            // The index's words, for matching a word OCR misread (`LocalIndex+Search`).
            try db.execute(sql: "CREATE VIRTUAL TABLE temp.gif_vocabulary USING fts5vocab(main, gif_words, row)")
        }
    }

    /// The folder `path` names, as the index keeps it: absolute, without links, `.` or `..`;
    /// a path that names no directory that can be read is not found.
    public static func folder(_ path: String) throws(SearchFailure) -> String {
        do throws(FileError) {
            return try Directories.realPath(of: path)
        } catch {
            throw SearchFailure(kind: .notFound, message: "\(TerminalText.sanitize(path)): \(error)")
        }
    }

    /// Remembers `folder` (an absolute path), added at `date`; a folder added again stays as it was.
    public func add(folder: String, at date: Date = Date()) throws(SearchFailure) {
        try write { db in
            try db.execute(
                sql: "INSERT OR IGNORE INTO folder (path, addedAt) VALUES (?, ?)",
                arguments: [folder, date.timeIntervalSince1970])
        }
    }

    /// Forgets `folder` and its files, and the GIFs no other file is; whether it was added.
    public func remove(folder: String) throws(SearchFailure) -> Bool {
        try write { db in
            try db.execute(sql: "DELETE FROM folder WHERE path = ?", arguments: [folder])
            let removed = db.changesCount > 0
            try Self.forgetUnfiledGIFs(in: db)
            return removed
        }
    }

    /// The folders added, by path, with what they hold.
    public func folders() throws(SearchFailure) -> [LocalFolder] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT folder.path, folder.scannedAt,
                        (SELECT count(DISTINCT gifID) FROM file WHERE folder = folder.path AND gifID IS NOT NULL) AS gifs,
                        (SELECT count(*) FROM file WHERE folder = folder.path AND skipped IS NOT NULL) AS skipped
                    FROM folder ORDER BY folder.path
                    """
            ).map { row in
                LocalFolder(
                    path: row["path"], gifs: row["gifs"], skipped: row["skipped"],
                    scannedAt: (row["scannedAt"] as Double?).map { Date(timeIntervalSince1970: $0) })
            }
        }
    }

    /// The files under `folder` skipped at its last scan, by path, with why.
    public func skipped(in folder: String) throws(SearchFailure) -> [(path: String, reason: String)] {
        try read { db in
            try Row.fetchAll(
                db, sql: "SELECT path, skipped FROM file WHERE folder = ? AND skipped IS NOT NULL ORDER BY path",
                arguments: [folder]
            ).map { ($0["path"], $0["skipped"]) }
        }
    }

    /// Takes away the GIFs (and their full-text rows) that no file is any more.
    static func forgetUnfiledGIFs(in db: Database) throws {
        let unfiled = "SELECT key FROM gif WHERE NOT EXISTS (SELECT 1 FROM file WHERE gifID = gif.id)"
        try db.execute(sql: "DELETE FROM gif_words WHERE rowid IN (\(unfiled))")
        try db.execute(sql: "DELETE FROM gif WHERE key IN (\(unfiled))")
    }
}

extension LocalIndex: PersonalDatabase {
    static let name = "the index of your GIFs"
}

/// A folder of the person's GIFs, as the index knows it.
public struct LocalFolder: Sendable, Equatable {
    public let path: String
    /// How many GIFs it holds, and how many files were skipped at its last scan.
    public let gifs: Int
    public let skipped: Int
    /// When it was last scanned; `nil` before its first scan ended.
    public let scannedAt: Date?
}
