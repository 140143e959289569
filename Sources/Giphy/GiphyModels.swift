import FoundationEssentials

/// One rendition of a GIF; every field may be missing (Giphy sends empty objects too).
public struct GiphyRendition: Sendable, Equatable, Decodable {
    public var url: String?
    public var width: Int?
    public var height: Int?
    public var size: Int?
    public var frames: Int?
    public var mp4: String?
    public var webp: String?
    public var mp4Size: Int?
    public var webpSize: Int?

    private enum CodingKeys: String, CodingKey {
        case url, width, height, size, frames, mp4, webp
        case mp4Size = "mp4_size"
        case webpSize = "webp_size"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        url = container.lenientString(forKey: .url).flatMap { $0.isEmpty ? nil : $0 }
        width = container.lenientInt(forKey: .width, expectingText: true)
        height = container.lenientInt(forKey: .height, expectingText: true)
        size = container.lenientInt(forKey: .size, expectingText: true)
        frames = container.lenientInt(forKey: .frames, expectingText: true)
        mp4 = container.lenientString(forKey: .mp4).flatMap { $0.isEmpty ? nil : $0 }
        webp = container.lenientString(forKey: .webp).flatMap { $0.isEmpty ? nil : $0 }
        mp4Size = container.lenientInt(forKey: .mp4Size, expectingText: true)
        webpSize = container.lenientInt(forKey: .webpSize, expectingText: true)
    }
}

/// The user who uploaded a GIF.
public struct GiphyUser: Sendable, Equatable, Decodable {
    public var username: String
    public var displayName: String?
    public var profileURL: String?
    public var avatarURL: String?
    public var isVerified: Bool

    private enum CodingKeys: String, CodingKey {
        case username
        case displayName = "display_name"
        case profileURL = "profile_url"
        case avatarURL = "avatar_url"
        case isVerified = "is_verified"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        username = container.lenientString(forKey: .username) ?? ""
        displayName = container.lenientString(forKey: .displayName)
        profileURL = container.lenientString(forKey: .profileURL)
        avatarURL = container.lenientString(forKey: .avatarURL)
        isVerified = container.lenientBool(forKey: .isVerified)
    }
}

/// A GIF or sticker as Giphy describes it.
public struct GiphyGIF: Sendable, Equatable, Decodable {
    public var id: String
    public var type: String
    public var title: String
    public var slug: String?
    /// The GIF's page on Giphy.
    public var url: String?
    public var bitlyURL: String?
    public var embedURL: String?
    public var username: String?
    public var source: String?
    public var rating: String?
    public var isSticker: Bool
    public var importDatetime: String?
    public var trendingDatetime: String?
    public var altText: String?
    /// Every rendition by name, known or not.
    public var images: [String: GiphyRendition]
    public var user: GiphyUser?
    /// The Action Register's URLs for this GIF, when the response has them.
    public var analytics: GiphyAnalytics?

    private enum CodingKeys: String, CodingKey {
        case id, type, title, slug, url, username, source, rating, images, user, analytics
        case bitlyURL = "bitly_url"
        case embedURL = "embed_url"
        case isSticker = "is_sticker"
        case importDatetime = "import_datetime"
        case trendingDatetime = "trending_datetime"
        case altText = "alt_text"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        type = container.lenientString(forKey: .type) ?? "gif"
        title = container.lenientString(forKey: .title) ?? ""
        slug = container.lenientString(forKey: .slug)
        url = container.lenientString(forKey: .url)
        bitlyURL = container.lenientString(forKey: .bitlyURL)
        embedURL = container.lenientString(forKey: .embedURL)
        username = container.lenientString(forKey: .username)
        source = container.lenientString(forKey: .source)
        rating = container.lenientString(forKey: .rating)
        isSticker = container.lenientBool(forKey: .isSticker)
        importDatetime = container.lenientString(forKey: .importDatetime)
        trendingDatetime = container.lenientString(forKey: .trendingDatetime)
        altText = container.lenientString(forKey: .altText)
        images = (try? container.decodeIfPresent([String: GiphyRendition].self, forKey: .images)) ?? [:]
        user = try? container.decodeIfPresent(GiphyUser.self, forKey: .user)
        analytics = try? container.decodeIfPresent(GiphyAnalytics.self, forKey: .analytics)
    }

    /// The rendition `name`, if it has a URL.
    public func rendition(_ name: String) -> GiphyRendition? {
        images[name].flatMap { $0.url == nil ? nil : $0 }
    }
}

/// Where a page of results sits in the whole.
public struct GiphyPagination: Sendable, Equatable, Decodable {
    public var totalCount: Int
    public var count: Int
    public var offset: Int

    private enum CodingKeys: String, CodingKey {
        case count, offset
        case totalCount = "total_count"
    }

    public init(totalCount: Int, count: Int, offset: Int) {
        self.totalCount = totalCount
        self.count = count
        self.offset = offset
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        count = container.lenientInt(forKey: .count) ?? 0
        offset = container.lenientInt(forKey: .offset) ?? 0
        totalCount = container.lenientInt(forKey: .totalCount) ?? count
    }
}

/// The status block of every response.
public struct GiphyMeta: Sendable, Equatable, Decodable {
    public var status: Int?
    public var message: String?
    public var responseID: String?

    private enum CodingKeys: String, CodingKey {
        case status
        case message = "msg"
        case responseID = "response_id"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        status = container.lenientInt(forKey: .status)
        message = container.lenientString(forKey: .message)
        responseID = container.lenientString(forKey: .responseID)
    }
}
