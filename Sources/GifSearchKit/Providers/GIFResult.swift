/// A GIF or sticker from any provider: what the commands, formats and the picker show.
public struct GIFResult: Sendable, Equatable {
    /// The id as people type it back: Giphy's own, KLIPY's prefixed (`klipy:123`).
    public var id: String
    public var title: String
    /// A description for people who cannot see it (Giphy's `alt_text`, KLIPY's content
    /// description); `nil` when the provider has none.
    public var alt: String?
    /// The GIF's page on the provider's site.
    public var page: String?
    /// The renditions by the provider's own names.
    public var renditions: [String: GIFRendition]
    public var rating: String?
    public var username: String?
    public var isSticker: Bool
    public var provider: ProviderName
    /// What the library kept of it, for a GIF listed from the library.
    public var kept: LibraryFacts?
    /// Words its provider tagged it with (KLIPY's tags).
    public var tags: [String] = []
    /// The URLs its provider asks to be called when a person views, clicks or sends it
    /// (Giphy's Action Register); as the server sent them, unchecked.
    public var actionURLs: [RegisteredAction: String] = [:]
    /// Its file, for one of the person's own GIFs (`--provider local`).
    public var file: String?

    public init(
        id: String, title: String, page: String?, renditions: [String: GIFRendition], rating: String? = nil,
        username: String? = nil, isSticker: Bool = false, provider: ProviderName
    ) {
        self.id = id
        self.title = title
        self.page = page
        self.renditions = renditions
        self.rating = rating
        self.username = username
        self.isSticker = isSticker
        self.provider = provider
    }

    /// `text` as alt text: `nil` when it is empty or only spaces, as Giphy sends most.
    static func alt(_ text: String?) -> String? {
        text.map { $0.trimmingSpaces }.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The rendition gifsearch calls `name` (`original`, `fixed_height`, …), mapped to the
    /// provider's names.
    public func rendition(_ name: Rendition) -> GIFRendition? {
        provider.formats(for: name).lazy.compactMap { renditions[$0] }.first
    }
}
