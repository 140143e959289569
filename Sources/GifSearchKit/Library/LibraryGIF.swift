import FoundationEssentials
internal import GRDB

/// A row of the library's `gif` table: one GIF the person starred or used, by its typed id,
/// with what describes it (never a media URL), the name of its kept file, and its frecency and
/// last use. Times are stored as seconds since 1970.
struct LibraryGIF: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "gif"

    /// The lasting integer key, the `rowid` of the GIF's full-text row; `nil` until inserted.
    var key: Int64?
    /// The id as people type it (`klipy:…` for KLIPY's).
    var id: String
    var provider: String
    var title: String
    var width: Int?
    var height: Int?
    var frames: Int?
    var size: Int?
    /// The tags, space-separated.
    var tags: String
    /// When it was starred; `nil` when it is not.
    var starredAt: Date?
    /// The name of its file in the library's kept folder, when the person kept it.
    var keptFile: String?
    /// `LibraryFrecency`'s score of its uses; `nil` before the first.
    var frecency: Double?
    /// When it was last used (its history); `nil` when it never was.
    var usedAt: Date?

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let starredAt = Column(CodingKeys.starredAt)
        static let keptFile = Column(CodingKeys.keptFile)
        static let frecency = Column(CodingKeys.frecency)
        static let usedAt = Column(CodingKeys.usedAt)
    }

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
        .timeIntervalSince1970
    }

    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy {
        .timeIntervalSince1970
    }

    /// The GIF with `id` (the typed id, not the key).
    static func withID(_ id: String) -> QueryInterfaceRequest<LibraryGIF> {
        filter(Columns.id == id)
    }

    /// The row of a GIF new to the library, for `describe` to fill.
    init(id: String, provider: ProviderName) {
        (self.id, self.provider, title, tags) = (id, provider.rawValue, "", "")
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        key = inserted.rowID
    }

    /// Its title and tags as `gif` has them now, and the sizes of its original where `gif`
    /// knows them (else what the library kept of it).
    mutating func describe(as gif: GIFResult) {
        let original =
            gif.rendition(.original).map {
                LibraryFacts(width: $0.width, height: $0.height, frames: $0.frames, size: $0.size)
            } ?? gif.kept
        title = gif.title
        tags = gif.tags.joined(separator: " ")
        width = original?.width ?? width
        height = original?.height ?? height
        frames = original?.frames ?? frames
        size = original?.size ?? size
    }

    /// Its frecency, last use and starring with an event of `kind` at `date`: starring keeps
    /// the first date it was starred.
    mutating func note(_ kind: EventKind, at date: Date) {
        if kind.isUse { frecency = LibraryFrecency.adding(date.timeIntervalSince1970, to: frecency) }
        if kind.isHistory { usedAt = max(usedAt ?? date, date) }
        if kind == .starred, starredAt == nil { starredAt = date }
    }

    /// Its tags, one a word.
    var tagList: [String] {
        tags.split(separator: " ").map(String.init)
    }

    /// It as a result, when its file is kept (in `keptFolder`) with that file as its only
    /// rendition, the original as a `file://` URL.
    func result(keptIn keptFolder: String) -> GIFResult {
        let providerName = ProviderName(rawValue: provider) ?? .original
        let facts = LibraryFacts(
            width: width, height: height, frames: frames, size: size, keptFile: keptFile.map { keptFolder + "/" + $0 })
        var renditions: [String: GIFRendition] = [:]
        if let file = facts.keptFile {
            renditions[providerName.formats(for: .original)[0]] = GIFRendition(
                url: URL(filePath: file).absoluteString, width: width, height: height, size: size, frames: frames)
        }
        var gif = GIFResult(id: id, title: title, page: nil, renditions: renditions, provider: providerName)
        gif.tags = tagList
        gif.kept = facts
        return gif
    }
}

extension DerivableRequest<LibraryGIF> {
    /// Those the person starred.
    func starred() -> Self {
        filter(LibraryGIF.Columns.starredAt != nil)
    }
}
