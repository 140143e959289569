/// The services gifsearch finds GIFs on.
public enum ProviderName: String, Sendable, CaseIterable {
    case giphy
    case klipy

    /// How messages name it.
    public var displayName: String {
        switch self {
        case .giphy: "Giphy"
        case .klipy: "KLIPY"
        }
    }

    /// The provider's own names for the rendition gifsearch calls `name`, best first; a name
    /// the table does not know is taken as the provider's own.
    ///
    /// KLIPY has fewer sizes than Giphy: `original` is its `gif`; `fixed_height`, `fixed_width`
    /// and the `downsized` family its `mediumgif`; the small sizes (`fixed_*_small`,
    /// `*_downsampled`, `small`) its `tinygif`; `preview` and `preview_gif` its `nanogif`.
    public func formats(for rendition: Rendition) -> [String] {
        let name = rendition.rawValue
        guard self == .klipy else { return [name] }
        switch name {
        case "original": return ["gif"]
        case "fixed_height", "fixed_width", "downsized", "downsized_large", "downsized_medium":
            return ["mediumgif", "gif"]
        case "fixed_height_small", "fixed_width_small", "fixed_height_downsampled", "fixed_width_downsampled",
            "small":
            return ["tinygif", "mediumgif"]
        case "preview", "preview_gif": return ["nanogif", "tinygif"]
        default: return [name]
        }
    }
}

/// One rendition (size or format) of a result; what the provider did not say is `nil`.
public struct GIFRendition: Sendable, Equatable {
    public var url: String
    public var width: Int?
    public var height: Int?
    public var size: Int?
    public var frames: Int?

    public init(url: String, width: Int? = nil, height: Int? = nil, size: Int? = nil, frames: Int? = nil) {
        self.url = url
        self.width = width
        self.height = height
        self.size = size
        self.frames = frames
    }
}

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
