import FoundationEssentials
internal import GRDB

extension Library {
    /// Every favourite, newest first, as `fav export` writes them.
    public func favouriteRecords() throws(SearchFailure) -> [FavouriteRecord] {
        do {
            return try database.read { db in
                try Row.fetchAll(
                    db,
                    sql: """
                        SELECT gif.*, (SELECT json_group_array(DISTINCT query) FROM event
                            WHERE gifID = gif.id AND query IS NOT NULL) AS queries
                        FROM gif WHERE starredAt IS NOT NULL ORDER BY starredAt DESC, id
                        """
                ).map(Self.record)
            }
        } catch {
            throw Self.failure(error, path: database.path)
        }
    }

    /// Stars what `records` describe, as they describe it (a date to come taken as now), in
    /// one transaction; a GIF already starred is left as it is. The first query is the
    /// starring's, the others are kept for searching without counting as uses. How many were
    /// new.
    public func importFavourites(_ records: [FavouriteRecord], now: Date = Date()) throws(SearchFailure) -> Int {
        try write { db in
            var added = 0
            for record in records {
                let starred = try Bool.fetchOne(
                    db, sql: "SELECT starredAt IS NOT NULL FROM gif WHERE id = ?", arguments: [record.id])
                guard starred != true else { continue }
                let gif = Self.gif(record)
                let date = min(record.starred, now)
                try Self.add(gif, how: Self.starring, query: record.queries.first, at: date, in: db, indexing: false)
                for query in record.queries.dropFirst() {
                    try Self.addEvent(record.id, how: Self.finding, query: query, at: date, in: db)
                }
                try Self.index(record.id, in: db)
                try db.execute(
                    sql: "UPDATE gif SET starredAt = ? WHERE id = ?",
                    arguments: [date.timeIntervalSince1970, record.id])
                added += 1
            }
            return added
        }
    }

    private static func record(_ row: Row) -> FavouriteRecord {
        let queries = (row["queries"] as String?).flatMap {
            try? FavouriteRecord.decoder.decode([String].self, from: Data($0.utf8))
        }
        return FavouriteRecord(
            id: row["id"], provider: row["provider"], title: row["title"],
            tags: tags(of: row), width: row["width"],
            height: row["height"], frames: row["frames"], size: row["size"],
            starred: Date(timeIntervalSince1970: row["starredAt"]), queries: queries ?? [])
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
