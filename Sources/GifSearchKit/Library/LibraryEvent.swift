import FoundationEssentials
internal import GRDB

/// A row of the library's `event` table: what the person did with a GIF, when, and the query
/// that led there. Its `id` column is SQLite's: an event is never looked up by it.
struct LibraryEvent: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "event"

    /// The `id` of its GIF in `gif`.
    var gifID: String
    var how: EventKind
    /// The search that found the GIF; never empty.
    var query: String?
    var at: Date

    enum Columns {
        static let gifID = Column(CodingKeys.gifID)
        static let how = Column(CodingKeys.how)
    }

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
        .timeIntervalSince1970
    }

    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy {
        .timeIntervalSince1970
    }

    /// An event `how` of the GIF with `id`, found with `query` (an empty one is none), at `date`.
    init(_ how: EventKind, of id: String, query: String?, at date: Date) {
        (gifID, self.how, at) = (id, how, date)
        self.query = query.flatMap { $0.isEmpty ? nil : $0 }
    }
}
