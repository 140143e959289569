import FoundationEssentials
import HTTP

/// One media format of a KLIPY result (`gif`, `mediumgif`, `tinygif`, …); any field may be
/// missing or of the wrong type.
public struct KlipyMedia: Sendable, Equatable, Decodable {
    public var url: String?
    public var width: Int?
    public var height: Int?
    /// Seconds, when known.
    public var duration: Double?
    public var size: Int?

    private enum CodingKeys: String, CodingKey { case url, dims, duration, size }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        url = container.lenientString(forKey: .url).flatMap { $0.isEmpty ? nil : $0 }
        let dims = (try? container.decodeIfPresent([LenientInt].self, forKey: .dims)) ?? nil
        width = dims.flatMap { $0.count == 2 ? $0[0].value : nil }
        height = dims.flatMap { $0.count == 2 ? $0[1].value : nil }
        duration = (try? container.decodeIfPresent(Double.self, forKey: .duration)) ?? nil
        size = container.lenientInt(forKey: .size)
    }
}

/// A number that may come as a string, or as something else entirely (then `nil`).
struct LenientInt: Decodable {
    let value: Int?

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            value = number
        } else if let text = try? container.decode(String.self) {
            value = Int(text)
        } else {
            value = nil
        }
    }
}

/// A GIF or sticker as KLIPY describes it.
public struct KlipyPost: Sendable, Equatable, Decodable {
    public var id: String
    public var title: String
    public var contentDescription: String?
    public var tags: [String]
    /// The post's page on KLIPY.
    public var itemURL: String?
    public var url: String?
    /// Every media format by name, known or not.
    public var mediaFormats: [String: KlipyMedia]
    public var contentRating: String?

    private enum CodingKeys: String, CodingKey {
        case id, title, tags, url
        case contentDescription = "content_description"
        case itemURL = "itemurl"
        case mediaFormats = "media_formats"
        case contentRating = "content_rating"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let id = container.lenientString(forKey: .id) ?? container.lenientInt(forKey: .id).map(String.init),
            !id.isEmpty
        else { throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "no id") }
        self.id = id
        title = container.lenientString(forKey: .title) ?? ""
        contentDescription = container.lenientString(forKey: .contentDescription)
        tags = ((try? container.decodeIfPresent([String].self, forKey: .tags)) ?? nil) ?? []
        itemURL = container.lenientString(forKey: .itemURL)
        url = container.lenientString(forKey: .url)
        let formats = (try? container.decodeIfPresent([String: Lenient<KlipyMedia>].self, forKey: .mediaFormats)) ?? nil
        mediaFormats = formats?.compactMapValues(\.value) ?? [:]
        contentRating = container.lenientString(forKey: .contentRating)
    }

    /// The format `name`, if it has a URL.
    public func format(_ name: String) -> KlipyMedia? {
        mediaFormats[name].flatMap { $0.url == nil ? nil : $0 }
    }
}

/// A value that is dropped (`nil`) rather than failing its container when it cannot be decoded.
struct Lenient<Value: Decodable>: Decodable {
    let value: Value?

    init(from decoder: Decoder) throws {
        value = try? Value(from: decoder)
    }
}

/// A page of posts and the position of the next page (`nil` at the end).
public struct KlipyPage: Sendable, Equatable {
    public var posts: [KlipyPost]
    public var next: String?
    /// Seconds since the stored response was fetched, when it came from the cache because the
    /// network failed or the client works offline.
    public var staleAge: Double?
}

/// `{"results": [...], "next": "…"}`: posts that cannot be read are left out.
struct KlipyListResponse: Decodable {
    var results: [KlipyPost]
    var next: String?

    private enum CodingKeys: String, CodingKey { case results, next }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        results = try container.decode([Lenient<KlipyPost>].self, forKey: .results).compactMap(\.value)
        next = container.lenientString(forKey: .next) ?? container.lenientInt(forKey: .next).map(String.init)
    }
}

/// `{"results": ["term", …]}`: autocomplete and trending terms.
struct KlipyTermsResponse: Decodable {
    var results: [String]

    private enum CodingKeys: String, CodingKey { case results }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        results = try container.decode([Lenient<String>].self, forKey: .results).compactMap(\.value)
    }
}

/// The error body: `{"error": {"message": …}}` or `{"error": "…"}`.
enum KlipyErrorBody {
    static func message(in data: Data) -> String? {
        guard case .object(let body)? = try? JSONDecoder().decode(JSONValue.self, from: data) else { return nil }
        switch body["error"] {
        case .string(let message)?: return message
        case .object(let error)?: if case .string(let message)? = error["message"] { return message }
        default: break
        }
        if case .string(let message)? = body["message"] { return message }
        return nil
    }
}
