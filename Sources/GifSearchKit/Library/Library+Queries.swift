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
        do {
            return try database.read { db in
                try Row.fetchAll(db, sql: sql, arguments: arguments).map { gif($0) }
            }
        } catch {
            throw Self.failure(error, path: database.path)
        }
    }

    /// The starred GIF with `id` as the library keeps it, when its file is kept; `nil` otherwise.
    public func keptGIF(id: String) throws(SearchFailure) -> GIFResult? {
        do {
            return try database.read { db in
                try Row.fetchOne(
                    db, sql: "SELECT * FROM gif WHERE id = ? AND starredAt IS NOT NULL AND keptFile IS NOT NULL",
                    arguments: [id]
                ).map { gif($0) }
            }
        } catch {
            throw Self.failure(error, path: database.path)
        }
    }

    /// Which of `ids` are starred.
    public func starred(among ids: [String]) throws(SearchFailure) -> Set<String> {
        guard !ids.isEmpty else { return [] }
        do {
            let request: SQLRequest<String> = "SELECT id FROM gif WHERE starredAt IS NOT NULL AND id IN \(ids)"
            return try database.read { db in Set(try request.fetchAll(db)) }
        } catch {
            throw Self.failure(error, path: database.path)
        }
    }

    /// An FTS5 query for the words of `text`, each a quoted prefix, all required; `nil` when it
    /// has none (only symbols).
    static func fullTextQuery(_ text: String) -> String? {
        let words = text.split { !$0.isLetter && !$0.isNumber }
        guard !words.isEmpty else { return nil }
        return words.map { "\"\($0)\"*" }.joined(separator: " ")
    }

    /// A row of `gif` as a result: its only rendition, the original as a `file://` URL, when
    /// its file is kept.
    private func gif(_ row: Row) -> GIFResult {
        let provider = ProviderName(rawValue: row["provider"]) ?? .original
        let facts = LibraryFacts(
            width: row["width"], height: row["height"], frames: row["frames"], size: row["size"],
            keptFile: (row["keptFile"] as String?).map { keptFolder + "/" + $0 })
        var renditions: [String: GIFRendition] = [:]
        if let file = facts.keptFile {
            renditions[provider.formats(for: .original)[0]] = GIFRendition(
                url: URL(filePath: file).absoluteString, width: facts.width, height: facts.height, size: facts.size,
                frames: facts.frames)
        }
        var gif = GIFResult(id: row["id"], title: row["title"], page: nil, renditions: renditions, provider: provider)
        gif.tags = Self.tags(of: row)
        gif.kept = facts
        return gif
    }
}
