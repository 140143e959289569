internal import GRDB

/// The library's full-text index, `gif_search`: one row a GIF, its `rowid` the GIF's `key`, of
/// its title, tags and the queries of its events, in `LibraryWords`'s words. FTS5 is SQL's.
extension Library {
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

    /// An FTS5 query for the words of `text`, each a quoted prefix, all required; `nil` when it
    /// has none (only symbols). Not GRDB's `FTS5Pattern(matchingAllPrefixesIn:)`: that splits
    /// with the `ascii` tokenizer (so "猫、ねこ" would be one word) in a database of its own,
    /// opened for every query.
    static func fullTextQuery(_ text: String) -> String? {
        let words = queryWords(text)
        guard !words.isEmpty else { return nil }
        return words.map { "\"\($0)\"*" }.joined(separator: " ")
    }

    /// The words of a query: its runs of letters and digits, lowercased (so never a quote).
    static func queryWords(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }
}
