internal import Files
import FoundationEssentials
internal import GRDB

/// The person's own GIFs: what they starred and what they did with GIFs (picked, copied,
/// downloaded, previewed), with the queries that led there, in one SQLite database (WAL, a busy
/// timeout, migrations) through GRDB. Many processes may use it at once. Of a Giphy GIF it keeps
/// the id and what describes it, never a media URL: those are fetched fresh by id.
public final class Library: Sendable {
    let database: DatabaseQueue
    /// Where the files of kept GIFs are: `kept/` beside the database.
    public let keptFolder: String

    /// `$XDG_DATA_HOME/gifsearch/library.sqlite`, else under `~/.local/share`; `nil` when neither
    /// variable says where the person's folders are.
    public static func path(in environment: [String: String]) -> String? {
        XDGDirectory.knownPath("XDG_DATA_HOME", else: ".local/share", in: environment)
            .map { $0 + "/gifsearch/library.sqlite" }
    }

    /// The library at `path` (one from `path(in:)`); `nil` is no library, a failure that says why.
    public static func at(_ path: String?) throws(SearchFailure) -> Library {
        guard let path else {
            throw SearchFailure(kind: .cannotWrite, message: "no library: neither XDG_DATA_HOME nor HOME is set")
        }
        return try Library(path: path)
    }

    /// Opens the library at `path`, making it and its folder (private to the person) first, and
    /// brings its tables up to date. Processes opening it at once take turns through a lock
    /// file beside it, so that a migration runs once.
    public init(path: String) throws(SearchFailure) {
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        keptFolder = folder + "/kept"
        do throws(FileError) {
            if !folder.isEmpty { try Directories.create(folder, mode: 0o700) }
        } catch {
            throw Self.failure(MediaError.cannotCreateDirectory(error).description, path: path)
        }
        let lock: FileLock
        do throws(FileError) {
            lock = try FileLock(exclusive: path + ".lock")
        } catch {
            throw Self.failure(error.description, path: path)
        }
        defer { lock.release() }
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        do {
            configuration.prepareDatabase { db in
                db.add(tokenizer: LibraryWords.self)
                if try String.fetchOne(db, sql: "PRAGMA journal_mode") != "wal" {
                    try db.execute(sql: "PRAGMA journal_mode = WAL")
                }
            }
            database = try DatabaseQueue(path: path, configuration: configuration)
            let migrator = LibrarySchema.migrator
            // Migrating opens a write transaction: only when there is something to do.
            if try !database.read(migrator.hasCompletedMigrations) { try migrator.migrate(database) }
        } catch {
            throw Self.failure(error, path: path)
        }
    }

    /// Keeps that the person `action`ed `gifs` (found with `query`) at `date`, when the history
    /// keeps such actions.
    public func record(_ action: GIFAction, of gifs: [GIFResult], query: String?, at date: Date = Date())
        throws(SearchFailure)
    {
        guard action.isKeptInHistory, !gifs.isEmpty else { return }
        try write { db in
            for gif in gifs { try Self.add(gif, how: action.rawValue, query: query, at: date, in: db) }
        }
    }

    /// Stars `gif` (found with `query`), or unstars it when it was starred, in one transaction;
    /// whether it is starred now.
    public func toggleStar(_ gif: GIFResult, query: String?, at date: Date = Date()) throws(SearchFailure) -> Bool {
        let (starred, keptFiles) = try write { db in
            let (unstarred, keptFiles) = try Self.unstar(ids: [gif.id], in: db)
            if unstarred.isEmpty { try Self.star([gif], query: query, at: date, in: db) }
            return (unstarred.isEmpty, keptFiles)
        }
        removeKept(keptFiles)
        return starred
    }

    /// Stars `gifs` (found with `query`, when they were).
    public func star(_ gifs: [GIFResult], query: String?, at date: Date = Date()) throws(SearchFailure) {
        try write { db in try Self.star(gifs, query: query, at: date, in: db) }
    }

    private static func star(_ gifs: [GIFResult], query: String?, at date: Date, in db: Database) throws {
        for gif in gifs {
            try add(gif, how: starring, query: query, at: date, in: db)
            try db.execute(
                sql: "UPDATE gif SET starredAt = coalesce(starredAt, ?) WHERE id = ?",
                arguments: [date.timeIntervalSince1970, gif.id])
        }
    }

    /// Unstars the GIFs with `ids` and removes their kept files; a GIF with no history left
    /// goes. The ids that were starred.
    @discardableResult
    public func unstar(ids: [String]) throws(SearchFailure) -> [String] {
        let (unstarred, keptFiles) = try write { db in try Self.unstar(ids: ids, in: db) }
        removeKept(keptFiles)
        return unstarred
    }

    /// Unstars the GIFs with `ids`: those that were starred, and the files kept of them.
    private static func unstar(ids: [String], in db: Database) throws -> (unstarred: [String], keptFiles: [String]) {
        var unstarred: [String] = []
        var keptFiles: [String] = []
        for id in ids {
            guard
                let starred = try Row.fetchOne(
                    db, sql: "SELECT keptFile FROM gif WHERE id = ? AND starredAt IS NOT NULL", arguments: [id])
            else { continue }
            if let kept = starred["keptFile"] as String? { keptFiles.append(kept) }
            unstarred.append(id)
            try db.execute(sql: "UPDATE gif SET starredAt = NULL, keptFile = NULL WHERE id = ?", arguments: [id])
            try db.execute(
                sql: "DELETE FROM event WHERE gifID = ? AND how IN (?, ?)", arguments: [id, starring, finding])
            try unindex(id, in: db)
            try db.execute(
                sql: "DELETE FROM gif WHERE id = ? AND NOT EXISTS (SELECT 1 FROM event WHERE gifID = ?)",
                arguments: [id, id])
            try db.execute(sql: indexing + " WHERE id = ?", arguments: [id])
        }
        if !unstarred.isEmpty { try LibraryFrecency.refresh(unstarred, in: db) }
        return (unstarred, keptFiles)
    }

    /// Forgets the history; favourites stay.
    public func clearHistory() throws(SearchFailure) {
        try write { db in
            try db.execute(
                sql: """
                    DELETE FROM event WHERE how NOT IN (?, ?);
                    DELETE FROM gif WHERE starredAt IS NULL;
                    """, arguments: [Self.starring, Self.finding])
            try LibraryFrecency.refresh(nil, in: db)
            try Self.reindexAll(in: db)
        }
    }

    /// The event of starring a GIF: a use, but no history.
    static let starring = "starred"
    /// The event of a search that found a starred GIF, from an imported favourite: searched,
    /// never counted as a use.
    static let finding = "found"

    /// `gif` added or its description brought up to date, with an event `how`: an action's name,
    /// `starring` or `finding`; its full-text row made again unless `indexing` is false.
    static func add(
        _ gif: GIFResult, how: String, query: String?, at date: Date, in db: Database, indexing: Bool = true
    ) throws {
        let original =
            gif.rendition(.original).map {
                LibraryFacts(width: $0.width, height: $0.height, frames: $0.frames, size: $0.size)
            } ?? gif.kept
        try db.execute(
            sql: """
                INSERT INTO gif (id, provider, title, width, height, frames, size, tags)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (id) DO UPDATE SET
                    title = excluded.title, width = coalesce(excluded.width, width),
                    height = coalesce(excluded.height, height), frames = coalesce(excluded.frames, frames),
                    size = coalesce(excluded.size, size), tags = excluded.tags
                """,
            arguments: [
                gif.id, gif.provider.rawValue, gif.title, original?.width, original?.height, original?.frames,
                original?.size, gif.tags.joined(separator: " "),
            ])
        let time = date.timeIntervalSince1970
        try addEvent(gif.id, how: how, query: query, at: date, in: db)
        if how != finding {
            let frecency = try Double.fetchOne(
                db, sql: "SELECT frecency FROM gif WHERE id = ?", arguments: [gif.id])
            try db.execute(
                sql: """
                    UPDATE gif SET frecency = ?, usedAt = CASE WHEN ? THEN usedAt ELSE max(coalesce(usedAt, ?), ?) END
                    WHERE id = ?
                    """,
                arguments: [LibraryFrecency.adding(time, to: frecency), how == starring, time, time, gif.id])
        }
        if indexing { try index(gif.id, in: db) }
    }

    /// An event `how` of the GIF with `id`, found with `query`, at `date`.
    static func addEvent(_ id: String, how: String, query: String?, at date: Date, in db: Database) throws {
        try db.execute(
            sql: "INSERT INTO event (gifID, how, query, at) VALUES (?, ?, ?, ?)",
            arguments: [id, how, query.flatMap { $0.isEmpty ? nil : $0 }, date.timeIntervalSince1970])
    }

    /// The tags of a `gif` row, kept space-separated.
    static func tags(of row: Row) -> [String] {
        (row["tags"] as String? ?? "").split(separator: " ").map(String.init)
    }

    /// The full-text row of the GIF with `id` made again from its title, tags and queries.
    static func index(_ id: String, in db: Database) throws {
        try unindex(id, in: db)
        try db.execute(sql: indexing + " WHERE id = ?", arguments: [id])
    }

    /// The full-text row of the GIF with `id` taken away (while the GIF is still there).
    static func unindex(_ id: String, in db: Database) throws {
        try db.execute(
            sql: "DELETE FROM gif_search WHERE rowid = (SELECT key FROM gif WHERE id = ?)", arguments: [id])
    }

    /// Every GIF's full-text row made again.
    static func reindexAll(in db: Database) throws {
        try db.execute(sql: "DELETE FROM gif_search")
        try db.execute(sql: indexing)
    }

    /// Makes the full-text rows of the GIFs a `WHERE` clause added to it picks.
    private static let indexing = """
        INSERT INTO gif_search (rowid, title, tags, queries)
        SELECT key, title, tags, (SELECT group_concat(query, ' ') FROM event WHERE gifID = gif.id) FROM gif
        """

    func write<T>(_ updates: (Database) throws -> T) throws(SearchFailure) -> T {
        do {
            return try database.write(updates)
        } catch {
            throw Self.failure(error, path: database.path)
        }
    }
}
