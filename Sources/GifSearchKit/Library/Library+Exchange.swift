import FoundationEssentials
internal import GRDB

extension Library {
    /// Every favourite, newest first, as `fav export` writes them.
    public func favouriteRecords() throws(SearchFailure) -> [FavouriteRecord] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT gif.*, (SELECT json_group_array(DISTINCT query) FROM event
                        WHERE gifID = gif.id AND query IS NOT NULL) AS queries
                    FROM gif WHERE starredAt IS NOT NULL ORDER BY starredAt DESC, id
                    """
            ).compactMap { row in Self.record(try LibraryGIF(row: row), queries: row["queries"]) }
        }
    }

    /// Stars what `records` describe, as they describe it (a date to come taken as now), in
    /// one transaction; a GIF already starred is left as it is. The first query is the
    /// starring's, the others are kept for searching without counting as uses. How many were
    /// new.
    public func importFavourites(_ records: [FavouriteRecord], now: Date = Date()) throws(SearchFailure) -> Int {
        try write { db in
            var added = 0
            for record in records where try LibraryGIF.withID(record.id).starred().isEmpty(db) {
                let date = min(record.starred, now)
                try Self.add(
                    Self.gif(record), how: .starred, query: record.queries.first, at: date, in: db, indexing: false)
                for query in record.queries.dropFirst() {
                    try LibraryEvent(.found, of: record.id, query: query, at: date).insert(db)
                }
                try Self.index(record.id, in: db)
                added += 1
            }
            return added
        }
    }

    /// The favourite `gif` is, with `queries` (a JSON array of the queries of its events);
    /// `nil` when it is not starred.
    private static func record(_ gif: LibraryGIF, queries: String?) -> FavouriteRecord? {
        guard let starred = gif.starredAt else { return nil }
        return FavouriteRecord(
            id: gif.id, provider: gif.provider, title: gif.title, tags: gif.tagList, width: gif.width,
            height: gif.height, frames: gif.frames, size: gif.size, starred: starred,
            queries: queries.flatMap { try? FavouriteRecord.decoder.decode([String].self, from: Data($0.utf8)) } ?? [])
    }

    /// The result `record` describes, as the library lists it: no URL, its sizes kept.
    private static func gif(_ record: FavouriteRecord) -> GIFResult {
        var gif = GIFResult(
            id: record.id, title: record.title, page: nil, renditions: [:],
            provider: ProviderName(rawValue: record.provider) ?? .original)
        gif.tags = record.tags
        gif.kept = LibraryFacts(width: record.width, height: record.height, frames: record.frames, size: record.size)
        return gif
    }
}
