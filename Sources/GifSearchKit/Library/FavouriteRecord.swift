import FoundationEssentials

/// One favourite as `fav export` writes it and `fav import` reads it back: one line of JSON
/// with what describes the GIF (never a media URL), when it was starred and the searches that
/// found it. Read from a file, it is untrusted: `parse` checks every field.
public struct FavouriteRecord: Codable, Sendable, Equatable {
    /// The id as people type it (`klipy:…` for KLIPY's).
    public var id: String
    public var provider: String
    public var title: String
    public var tags: [String]
    public var width: Int?
    public var height: Int?
    public var frames: Int?
    public var size: Int?
    /// When it was starred, ISO 8601.
    public var starred: Date
    public var queries: [String]

    /// The longest line `parse` reads; the most characters a title, tag or query may have, and
    /// the most tags or queries.
    static let lineLimit = 64 * 1024
    static let textLimit = 1_000
    static let listLimit = 200

    public init(
        id: String, provider: String, title: String, tags: [String] = [], width: Int? = nil, height: Int? = nil,
        frames: Int? = nil, size: Int? = nil, starred: Date, queries: [String] = []
    ) {
        (self.id, self.provider, self.title, self.tags) = (id, provider, title, tags)
        (self.width, self.height, self.frames, self.size) = (width, height, frames, size)
        (self.starred, self.queries) = (starred, queries)
    }

    /// Reads a record in which only the id, provider, title and date must be there.
    public init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        id = try fields.decode(String.self, forKey: .id)
        provider = try fields.decode(String.self, forKey: .provider)
        title = try fields.decode(String.self, forKey: .title)
        tags = try fields.decodeIfPresent([String].self, forKey: .tags) ?? []
        width = try fields.decodeIfPresent(Int.self, forKey: .width)
        height = try fields.decodeIfPresent(Int.self, forKey: .height)
        frames = try fields.decodeIfPresent(Int.self, forKey: .frames)
        size = try fields.decodeIfPresent(Int.self, forKey: .size)
        let date = try fields.decode(String.self, forKey: .starred)
        guard let starred = try? Date(date, strategy: .iso8601) else {
            throw DecodingError.dataCorruptedError(
                forKey: .starred, in: fields, debugDescription: "an ISO 8601 date")
        }
        self.starred = starred
        queries = try fields.decodeIfPresent([String].self, forKey: .queries) ?? []
    }

    /// The record a line holds, or why it holds none.
    public static func parse(_ line: String) -> Result<FavouriteRecord, ImportProblem> {
        guard line.utf8.count <= lineLimit else { return .failure(.init("longer than 64 KiB")) }
        let record: FavouriteRecord
        do {
            record = try decoder.decode(FavouriteRecord.self, from: Data(line.utf8))
        } catch let error as DecodingError {
            return .failure(ImportProblem(error))
        } catch {
            return .failure(.init("not JSON"))
        }
        return record.checked()
    }

    /// The line for this record, without its newline.
    public var line: String {
        String(decoding: (try? Self.encoder.encode(self)) ?? Data(), as: UTF8.self)
    }

    /// This record when its fields are sound: an id a provider could have (and that provider
    /// named), sizes that are not negative, texts and lists of a sane length.
    private func checked() -> Result<FavouriteRecord, ImportProblem> {
        guard let parsed = GIFID.parse(id) else { return .failure(.init("'\(id.prefix(40))' is no GIF id")) }
        guard parsed.provider.rawValue == provider else {
            return .failure(.init("the id is \(parsed.provider.displayName)'s, not \(provider.prefix(40))'s"))
        }
        guard [width, height, frames, size].allSatisfy({ ($0 ?? 0) >= 0 }) else {
            return .failure(.init("a size is negative"))
        }
        guard tags.count <= Self.listLimit, queries.count <= Self.listLimit else {
            return .failure(.init("more than \(Self.listLimit) tags or queries"))
        }
        guard ([title] + tags + queries).allSatisfy({ $0.count <= Self.textLimit }) else {
            return .failure(.init("a title, tag or query longer than \(Self.textLimit) characters"))
        }
        return .success(self)
    }

    static let decoder = JSONDecoder()

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
}

/// Why a line of a favourites file holds no favourite, in a few words.
public struct ImportProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    /// `error` in a few words: the field at fault and what it should be.
    init(_ error: DecodingError) {
        switch error {
        case .keyNotFound(let key, _):
            self.init("no '\(key.stringValue)'")
        case .typeMismatch(_, let context) where context.codingPath.isEmpty:
            self.init("not a JSON object")
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            self.init("'\(Self.field(context))' is not \(Self.name(of: type))")
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            self.init("not JSON")
        case .dataCorrupted(let context):
            self.init("'\(Self.field(context))' is not \(context.debugDescription)")
        @unknown default:
            self.init("not a favourite")
        }
    }

    private static func field(_ context: DecodingError.Context) -> String {
        context.codingPath.first?.stringValue ?? "?"
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "text"
        case is Int.Type: "a whole number"
        case is [String].Type: "a list of texts"
        default: "of the right kind"
        }
    }
}
