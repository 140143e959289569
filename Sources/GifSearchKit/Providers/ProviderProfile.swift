internal import HTTP

/// Everything that sets one provider apart, in one place: its API's names (variables, config
/// key, default URL), how its ids are typed, how its renditions are named, what it can do, how
/// its responses may be kept and how its client is made. Each provider's own folder holds its
/// profile; the service, the settings and the commands ask it.
struct ProviderProfile: Sendable {
    /// How messages name it.
    let displayName: String
    /// What `--provider NAME` means, for the help.
    let choiceHelp: String
    /// What its ids start with as people type them (`klipy:`); empty for none.
    let idPrefix: String
    /// Whether `id`, without the prefix, is one of its ids.
    let isValidID: @Sendable (String) -> Bool
    /// Its own names for a rendition gifsearch names, best first.
    let formats: @Sendable (Rendition) -> [String]
    /// The endpoints it has beyond search, trending, ids and terms.
    let capabilities: Set<ProviderCapability>
    /// Where its answers come from.
    let source: ProviderSource

    /// Its web API, when it has one.
    var web: WebProvider? {
        guard case .web(let web) = source else { return nil }
        return web
    }

    /// Its web API's names, when it has one.
    var api: WebAPI? { web?.api }
}

/// Where a provider's answers come from: a web API, or this machine alone.
enum ProviderSource: Sendable {
    case web(WebProvider)
    /// The person's own files, as the client made with the settings' index finds them: no
    /// request, no key.
    case machine(makeProvider: @Sendable (SearchSettings) -> GIFProvider)
}

/// A provider behind a web API.
struct WebProvider: Sendable {
    /// Its web API: the name messages give it, its key's variable and config key, its URL's
    /// variable and default.
    let api: WebAPI
    /// How its responses may be kept.
    let responseKeeping: ResponseKeeping
    /// The file in the state folder that keeps the id it knows this installation by.
    let actionUserIDFile: String
    /// Its client, on `setup`'s connection, key and base URL.
    let makeProvider: @Sendable (ProviderSetup) -> GIFProvider
}

extension ProviderProfile {
    /// Why the provider is not asked when working offline with `settings`; `nil` when it is.
    func offlineRefusal(_ settings: SearchSettings) -> String? {
        guard case .onDiskWhenApproved(_, let refusal) = web?.responseKeeping, !settings.giphyResponsesOnDisk else {
            return nil
        }
        return refusal
    }
}

/// What a provider can do that not every one can.
enum ProviderCapability: String, Sendable {
    case random, translate
}

/// How a provider's API responses may be kept.
enum ResponseKeeping: Sendable {
    /// On disk only when the person says the provider approved their integration for media
    /// caching (`giphy_media_cache = approved`); otherwise in the service's memory, where a
    /// response answers a repeat for `memoryFresh` seconds, and working offline the provider
    /// is not asked: each request fails with `offlineRefusal`.
    case onDiskWhenApproved(memoryFresh: Double, offlineRefusal: String)
    /// On disk, each response served for at most `longestKept` seconds and its `max-age`.
    case onDisk(longestKept: Double)
}

/// What a provider's client is made with.
struct ProviderSetup {
    let connection: APIConnection
    let key: String?
    let baseURL: String
    /// Why the provider is not asked at all, when it is not (each request fails with it).
    let refusal: String?
}
