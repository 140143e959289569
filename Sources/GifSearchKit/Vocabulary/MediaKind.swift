/// What a listing asks for: GIFs or stickers (GIFs with transparent backgrounds).
public enum MediaKind: String, Sendable, CaseIterable {
    case gifs
    case stickers

    /// Stickers when `stickers`, else GIFs.
    public init(stickers: Bool) {
        self = stickers ? .stickers : .gifs
    }
}
