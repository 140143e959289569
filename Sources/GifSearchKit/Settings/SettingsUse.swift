/// What a command uses beside its own options, and so which config values it reads: a bad
/// value it does not read cannot fail it (`info file.gif` runs whatever `provider = …` says).
public enum SettingsUse: Sendable, Equatable {
    /// Providers, their cache and the history: every value.
    case providers
    /// The response cache alone (`cache info`, `cache clear`): `cache_max_mb` and
    /// `giphy_media_cache`.
    case cache
    /// Local files and URLs alone: none of `provider`, `rating`, `cache_max_mb`,
    /// `giphy_media_cache` or `history`.
    case files

    /// Whether the value `name` is read.
    func reads(_ name: String) -> Bool {
        switch self {
        case .providers: true
        case .cache: ["cache_max_mb", "giphy_media_cache"].contains(name)
        case .files: !["provider", "rating", "cache_max_mb", "giphy_media_cache", "history"].contains(name)
        }
    }
}
