/// One GIF as scripts read it, in every listing format (JSON keys as here: documented and
/// stable; `null` for what is not known, and `term` only in the feed).
public struct GIFRecord: Encodable, Sendable, Equatable {
    public var id: String
    public var title: String
    /// The provider's alt text; `nil` when it has none.
    public var alt: String?
    public var url: String?
    public var page: String?
    public let width: Int?
    public let height: Int?
    public let frames: Int?
    public let size: Int?
    public var rating: String?
    public var username: String?
    public let isSticker: Bool
    public let provider: String
    /// The feed's term the GIF was found by.
    public var term: String?
    /// The file, for one of the person's own GIFs (JSON only, and only for those).
    public var path: String?

    /// The record of `gif` with the rendition `rendition` chooses (sizes from what the library
    /// kept when it has none).
    public init(_ gif: GIFResult, rendition: RenditionChoice) {
        let chosen = gif.rendition(for: rendition)
        id = gif.id
        title = gif.title
        alt = gif.alt
        url = chosen?.url
        page = gif.page
        width = chosen?.width ?? gif.kept?.width
        height = chosen?.height ?? gif.kept?.height
        frames = chosen?.frames ?? gif.kept?.frames
        size = chosen?.size ?? gif.kept?.size
        rating = gif.rating
        username = gif.username
        isSticker = gif.isSticker
        provider = gif.provider.rawValue
        path = gif.file
    }

    /// The alt text, else the title: what stands for the GIF where it cannot be shown.
    public var altOrTitle: String { alt ?? title }

    /// The record with every string made safe to print on a terminal.
    public var displayed: GIFRecord {
        var safe = self
        safe.id = TerminalText.sanitize(id)
        safe.title = TerminalText.sanitize(title)
        safe.alt = alt.map(TerminalText.sanitize)
        safe.url = url.map(TerminalText.sanitize)
        safe.page = page.map(TerminalText.sanitize)
        safe.rating = rating.map(TerminalText.sanitize)
        safe.username = username.map(TerminalText.sanitize)
        safe.term = term.map(TerminalText.sanitize)
        safe.path = path.map(TerminalText.sanitize)
        return safe
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(alt, forKey: .alt)
        try container.encode(url, forKey: .url)
        try container.encode(page, forKey: .page)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        try container.encode(frames, forKey: .frames)
        try container.encode(size, forKey: .size)
        try container.encode(rating, forKey: .rating)
        try container.encode(username, forKey: .username)
        try container.encode(isSticker, forKey: .isSticker)
        try container.encode(provider, forKey: .provider)
        try container.encodeIfPresent(term, forKey: .term)
        try container.encodeIfPresent(path, forKey: .path)
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, alt, url, page, width, height, frames, size, rating, username, isSticker, provider, term, path
    }
}
