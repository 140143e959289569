import FoundationEssentials
internal import GRDB

/// One of the person's own GIFs, as the index finds it.
public struct LocalGIF: Sendable, Equatable {
    /// Its content id.
    public let id: String
    /// Its files, by path (one, unless the same GIF is kept in several places).
    public let paths: [String]
    public let width: Int
    public let height: Int
    public let frames: Int
    /// The size of its file, in bytes.
    public let size: Int
    /// The words read from its frames, in the order read.
    public let drawn: String

    /// The GIF a row `LocalGIF.columns` selects describes.
    init(row: Row) {
        id = row["id"]
        // A JSON array: a file's name may hold any character but "/" and NUL.
        paths =
            (row["paths"] as String?).flatMap { try? JSONDecoder().decode([String].self, from: Data($0.utf8)) } ?? []
        width = row["width"]
        height = row["height"]
        frames = row["frames"]
        size = row["size"] ?? 0
        drawn = row["drawn"]
    }

    /// The columns of `gif` a `LocalGIF` is made of: its own, and its files' paths and size.
    static let columns = """
        gif.id, gif.width, gif.height, gif.frames, gif.drawn,
            (SELECT json_group_array(path) FROM (SELECT path FROM file WHERE gifID = gif.id ORDER BY path))
                AS paths,
            (SELECT size FROM file WHERE gifID = gif.id LIMIT 1) AS size
        """
}

extension LocalIndex {
    /// The full-text row of the GIF with `id` made again from the words drawn in it (and the
    /// forms they may have been misread for), those it carries, and the names of its files.
    static func reindex(_ id: String, in db: Database) throws {
        guard
            let gif = try Row.fetchOne(
                db, sql: "SELECT key, drawn || ' ' || forms AS drawn, carried FROM gif WHERE id = ?", arguments: [id])
        else { return }
        var names: [String] = []
        for file in try Row.fetchAll(db, sql: "SELECT path, folder FROM file WHERE gifID = ?", arguments: [id]) {
            for word in NameWords.of(file["path"], below: file["folder"]) where !names.contains(word) {
                names.append(word)
            }
        }
        let key: Int64 = gif["key"]
        try db.execute(sql: "DELETE FROM gif_words WHERE rowid = ?", arguments: [key])
        try db.execute(
            sql: "INSERT INTO gif_words (rowid, drawn, names, carried) VALUES (?, ?, ?, ?)",
            arguments: [key, gif["drawn"] as String, names.joined(separator: " "), gif["carried"] as String])
    }

    /// The GIFs whose words (drawn, carried or in their names) hold every word of `query`: as a
    /// word or the start of one, in another form too, or (for a word of four letters or more)
    /// as a word one edit away, since OCR misreads letters ("rnachine"). GIFs that hold every
    /// word as typed come first; within each, the best matches, words drawn counting most. At
    /// most `limit`, from result `offset` on.
    public func gifs(matching query: String, limit: Int, offset: Int = 0) throws(SearchFailure) -> [LocalGIF] {
        let words = Library.queryWords(query)
        guard !words.isEmpty, limit > 0 else { return [] }
        let limit = limit + offset
        let found = try read { db in
            let exact = try Self.gifs(db, matching: words.map { [$0] }, limit: limit)
            guard exact.count < limit else { return exact }
            let tolerant = try words.map { word in [word] + (try Self.nearWords(to: word, in: db)) }
            guard tolerant.contains(where: { $0.count > 1 }) else { return exact }
            let found = Set(exact.map(\.id))
            let more = try Self.gifs(db, matching: tolerant, limit: limit).filter { !found.contains($0.id) }
            return Array((exact + more).prefix(limit))
        }
        return Array(found.dropFirst(offset))
    }

    /// The index's words one edit away from `word` (a letter inserted, deleted, replaced, or two
    /// swapped), for a word of four letters or more; none for a shorter one.
    static func nearWords(to word: String, in db: Database) throws -> [String] {
        let letters = Array(word)
        guard letters.count >= 4 else { return [] }
        return try String.fetchAll(
            db, sql: "SELECT term FROM temp.gif_vocabulary WHERE length(term) BETWEEN ? AND ?",
            arguments: [letters.count - 1, letters.count + 1]
        ).filter { $0 != word && Spelling.distance(letters, Array($0)) == 1 }
    }

    /// The GIFs that hold, for each of `alternatives`, one of its words (the first as the start
    /// of a word, the others whole), best first. The words are letters and digits
    /// (`Library.queryWords`, the index's vocabulary), so none needs quoting.
    private static func gifs(_ db: Database, matching alternatives: [[String]], limit: Int) throws -> [LocalGIF] {
        let pattern = alternatives.map { forms in
            "("
                + forms.enumerated().map { index, form in
                    "\"\(form)\"" + (index == 0 ? "*" : "")
                }.joined(separator: " OR ") + ")"
        }.joined(separator: " AND ")
        return try Row.fetchAll(
            db,
            sql: """
                SELECT \(LocalGIF.columns)
                FROM gif_words JOIN gif ON gif.key = gif_words.rowid
                WHERE gif_words MATCH ? AND EXISTS (SELECT 1 FROM file WHERE gifID = gif.id)
                ORDER BY bm25(gif_words, 4.0, 1.0, 2.0), gif.id
                LIMIT ?
                """,
            arguments: [pattern, limit]
        ).map(LocalGIF.init(row:))
    }
}
