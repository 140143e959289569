internal import GRDB

extension LocalIndex {
    /// The paths of the folders added, in order.
    public func folderPaths() throws(SearchFailure) -> [String] {
        try read { db in try String.fetchAll(db, sql: "SELECT path FROM folder ORDER BY path") }
    }

    /// The GIFs with the content ids `ids` that a file still is, in no particular order.
    func gifs(ids: [String]) throws(SearchFailure) -> [LocalGIF] {
        guard !ids.isEmpty else { return [] }
        return try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT \(LocalGIF.columns) FROM gif
                    WHERE gif.id IN (\(databaseQuestionMarks(count: ids.count)))
                        AND EXISTS (SELECT 1 FROM file WHERE gifID = gif.id)
                    """,
                arguments: StatementArguments(ids)
            ).map(LocalGIF.init(row:))
        }
    }

    /// Every GIF a file is, the most recently changed file first, at most `limit` from result
    /// `offset` on.
    func newestGIFs(limit: Int, offset: Int) throws(SearchFailure) -> [LocalGIF] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT \(LocalGIF.columns) FROM gif
                    JOIN (SELECT gifID, max(modified) AS newest FROM file WHERE gifID IS NOT NULL GROUP BY gifID)
                        AS latest ON latest.gifID = gif.id
                    ORDER BY latest.newest DESC, gif.id LIMIT ? OFFSET ?
                    """,
                arguments: [limit, offset]
            ).map(LocalGIF.init(row:))
        }
    }

    /// The words that start with `prefix`, as read from GIFs, carried in them or in their
    /// files' names (never a stem or a form a word may have been misread for), in the most GIFs
    /// first; at most `limit`, of the `candidates` in the most GIFs.
    func words(startingWith prefix: String, limit: Int, candidates: Int = 50) throws(SearchFailure) -> [String] {
        try read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT term FROM (
                        SELECT term, doc FROM temp.gif_vocabulary WHERE term >= ? AND term < ? || char(1114111)
                        ORDER BY doc DESC, term LIMIT ?)
                    WHERE \(Self.written("term", names: true)) ORDER BY doc DESC, term LIMIT ?
                    """,
                arguments: [prefix, prefix, candidates, limit])
        }
    }

    /// The words read from the most GIFs, of at least `letters` letters; at most `limit`, of the
    /// `candidates` in the most GIFs.
    func commonWords(letters: Int, limit: Int, candidates: Int = 100) throws(SearchFailure) -> [String] {
        try read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT term FROM (
                        SELECT term, doc FROM temp.gif_vocabulary WHERE length(term) >= ?
                        ORDER BY doc DESC, term LIMIT ?)
                    WHERE \(Self.written("term", names: false)) ORDER BY doc DESC, term LIMIT ?
                    """,
                arguments: [letters, candidates, limit])
        }
    }

    /// SQL that holds when the word in `column` is written as it is in a GIF's words (and with
    /// `names`, in its files' names), rather than being a stem or a misread form of one.
    private static func written(_ column: String, names: Bool) -> String {
        let word = "' ' || \(column) || ' '"
        let inGIF = "EXISTS (SELECT 1 FROM gif WHERE instr(' ' || lower(drawn || ' ' || carried) || ' ', \(word)) > 0)"
        let inName = "EXISTS (SELECT 1 FROM gif_words WHERE instr(' ' || lower(names) || ' ', \(word)) > 0)"
        return names ? "(" + inGIF + " OR " + inName + ")" : inGIF
    }

    /// Whether `path` is a GIF file the index holds: the one kind of `file://` URL gifsearch
    /// reads.
    func holds(file path: String) -> Bool {
        (try? read { db in
            try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM file WHERE path = ? AND gifID IS NOT NULL)", arguments: [path])
                ?? false
        }) ?? false
    }
}
