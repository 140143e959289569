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
        try Library(path: placed(path))
    }

    /// Opens the library at `path`, making it first, and brings its tables up to date
    /// (`PersonalDatabase`).
    public init(path: String) throws(SearchFailure) {
        keptFolder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) + "/kept"
        database = try Self.open(path, migrator: LibrarySchema.migrator)
    }

    /// Keeps that the person `action`ed `gifs` (found with `query`) at `date`, when the history
    /// keeps such actions.
    public func record(_ action: GIFAction, of gifs: [GIFResult], query: String?, at date: Date = Date())
        throws(SearchFailure)
    {
        guard let kind = EventKind(action), !gifs.isEmpty else { return }
        try write { db in
            for gif in gifs { try Self.add(gif, how: kind, query: query, at: date, in: db) }
        }
    }

    /// Stars `gif` (found with `query`), or unstars it when it was starred, in one transaction;
    /// whether it is starred now.
    public func toggleStar(_ gif: GIFResult, query: String?, at date: Date = Date()) throws(SearchFailure) -> Bool {
        let (starred, keptFiles) = try write { db in
            let (unstarred, keptFiles) = try Self.unstar(ids: [gif.id], in: db)
            if unstarred.isEmpty { try Self.add(gif, how: .starred, query: query, at: date, in: db) }
            return (unstarred.isEmpty, keptFiles)
        }
        removeKept(keptFiles)
        return starred
    }

    /// Stars `gifs` (found with `query`, when they were).
    public func star(_ gifs: [GIFResult], query: String?, at date: Date = Date()) throws(SearchFailure) {
        try write { db in
            for gif in gifs { try Self.add(gif, how: .starred, query: query, at: date, in: db) }
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
            guard var gif = try LibraryGIF.withID(id).starred().fetchOne(db) else { continue }
            if let kept = gif.keptFile { keptFiles.append(kept) }
            unstarred.append(id)
            let events = LibraryEvent.filter(LibraryEvent.Columns.gifID == id)
            try events.filter(EventKind.favouring.contains(LibraryEvent.Columns.how)).deleteAll(db)
            if try events.isEmpty(db) {
                try unindex(id, in: db)
                try gif.delete(db)
            } else {
                try gif.updateChanges(db) {
                    $0.starredAt = nil
                    $0.keptFile = nil
                }
                try index(id, in: db)
            }
        }
        if !unstarred.isEmpty { try LibraryFrecency.refresh(unstarred, in: db) }
        return (unstarred, keptFiles)
    }

    /// Forgets the history; favourites stay.
    public func clearHistory() throws(SearchFailure) {
        try write { db in
            try LibraryEvent.filter(!EventKind.favouring.contains(LibraryEvent.Columns.how)).deleteAll(db)
            try LibraryGIF.filter(LibraryGIF.Columns.starredAt == nil).deleteAll(db)
            try LibraryFrecency.refresh(nil, in: db)
            try Self.reindexAll(in: db)
        }
    }

    /// `gif` added or its description brought up to date (`LibraryGIF.describe`), with an event
    /// `how` noted on it; its full-text row made again unless `indexing` is false.
    static func add(
        _ gif: GIFResult, how: EventKind, query: String?, at date: Date, in db: Database, indexing: Bool = true
    ) throws {
        var stored = try LibraryGIF.withID(gif.id).fetchOne(db) ?? LibraryGIF(id: gif.id, provider: gif.provider)
        stored.describe(as: gif)
        stored.note(how, at: date)
        try stored.save(db)
        try LibraryEvent(how, of: gif.id, query: query, at: date).insert(db)
        if indexing { try index(gif.id, in: db) }
    }
}

extension Library: PersonalDatabase {
    static let name = "the library"
}
