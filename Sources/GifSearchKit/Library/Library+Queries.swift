import FoundationEssentials
internal import GRDB

/// A part of the library a listing shows.
public enum LibraryShelf: Sendable {
    /// What the person starred.
    case favourites
    /// What the person picked, copied, downloaded and previewed.
    case history
    /// Both, ordered by frecency with a query or without: the picker's "Recent" and library.
    case all
}

extension Library {
    /// The GIFs on `shelf`: newest first (`all`: by frecency), or, with `query`, those whose
    /// title, tags or the queries that found them match it (as words, each a prefix) by
    /// frecency (how often and how recently they were used). At most `limit`. What is kept of
    /// them: no media URLs.
    public func gifs(on shelf: LibraryShelf, matching query: String? = nil, limit: Int)
        throws(SearchFailure) -> [GIFResult]
    {
        let onShelf =
            switch shelf {
            case .favourites: "gif.starredAt IS NOT NULL"
            case .history: "gif.usedAt IS NOT NULL"
            case .all: "1"
            }
        let byFrecency = " ORDER BY gif.frecency DESC, gif.key DESC"
        var arguments: StatementArguments = []
        var sql = "SELECT gif.* FROM gif WHERE \(onShelf)"
        if let query, let match = Self.fullTextQuery(query) {
            // Walking the frecency index until `limit` GIFs match reads a few rows where looking
            // up every match and sorting them would read thousands.
            sql = "SELECT gif.* FROM gif INDEXED BY gif_frecency WHERE +\(onShelf)"
            sql += " AND gif.key IN (SELECT rowid FROM gif_search WHERE gif_search MATCH ?)" + byFrecency
            arguments += [match]
        } else if query != nil {
            return []
        } else if shelf == .all {
            sql += byFrecency
        } else if shelf == .favourites {
            sql += " ORDER BY gif.starredAt DESC, gif.key DESC"
        } else {
            sql += " ORDER BY gif.usedAt DESC, gif.key DESC"
        }
        sql += " LIMIT ?"
        arguments += [limit]
        return try read { db in
            try LibraryGIF.fetchAll(db, sql: sql, arguments: arguments).map { $0.result(keptIn: keptFolder) }
        }
    }

    /// The starred GIF with `id` as the library keeps it, when its file is kept; `nil` otherwise.
    public func keptGIF(id: String) throws(SearchFailure) -> GIFResult? {
        try read { db in
            try LibraryGIF.withID(id).starred().filter(LibraryGIF.Columns.keptFile != nil).fetchOne(db)?
                .result(keptIn: keptFolder)
        }
    }

    /// Which of `ids` are starred.
    public func starred(among ids: [String]) throws(SearchFailure) -> Set<String> {
        guard !ids.isEmpty else { return [] }
        return try read { db in
            try LibraryGIF.filter(ids.contains(LibraryGIF.Columns.id)).starred()
                .select(LibraryGIF.Columns.id, as: String.self).fetchSet(db)
        }
    }
}
