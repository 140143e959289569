/// Which provider a service asks: one, or `auto`: the first provider (in `ProviderName`'s
/// order) that has a key, and with several keys the next one for a request the one before
/// fails with a rejected key, a rate limit or a network failure.
public enum ProviderChoice: Sendable, Equatable, CaseIterable, RawRepresentable {
    case only(ProviderName)
    case auto

    /// Every choice: each provider, then `auto`.
    public static var allCases: [ProviderChoice] { ProviderName.allCases.map(ProviderChoice.only) + [.auto] }

    /// The choice named `rawValue` (a provider's name, or `auto`).
    public init?(rawValue: String) {
        if rawValue == "auto" {
            self = .auto
        } else if let name = ProviderName(rawValue: rawValue) {
            self = .only(name)
        } else {
            return nil
        }
    }

    /// Its name on the command line and in the config file.
    public var rawValue: String {
        switch self {
        case .only(let name): name.rawValue
        case .auto: "auto"
        }
    }

    /// The provider a key or URL given without a provider's name is for: the one chosen, or
    /// with `auto` the first.
    var named: ProviderName {
        switch self {
        case .only(let name): name
        case .auto: ProviderName.original
        }
    }
}

/// What a `GifSearchService` works with. The command line fills it from its options, the
/// environment and the config file; nothing in the library reads those itself.
public struct SearchSettings: Sendable {
    /// Each provider's API key; a request to a provider without one fails with a `.key`
    /// `SearchFailure`.
    public var keys: [ProviderName: String]
    /// Each provider's base URL (`https://api.giphy.com`), when it is not the provider's own.
    public var urls: [ProviderName: String]
    public var provider: ProviderChoice = .only(.original)
    /// Told when `auto` answers a request from the second provider: the one that failed, the
    /// one used, and why.
    public var onFallback: (@Sendable (ProviderName, ProviderName, SearchFailure) -> Void)?
    /// Where API responses are cached on disk; `nil` keeps none.
    public var cacheDirectory: String?
    /// The most bytes the disk cache keeps, least recently used responses going first.
    public var cacheMaxBytes = 64 << 20
    /// The highest content rating asked for when a request names none (`rating = …` in the
    /// config file; KLIPY's content filter follows it).
    public var rating: Rating?
    /// Whether Giphy's API responses, which carry media URLs, may be kept on disk: only for an
    /// integration GIPHY approved for media caching (`giphy_media_cache = approved`). Otherwise
    /// they are kept in memory, for the life of the service.
    public var giphyResponsesOnDisk = false
    /// Why a provider is not asked at all: working offline with none of its responses on disk.
    /// Each request to it fails with this message.
    public var offlineRefusals: [ProviderName: String] = [:]
    /// Where each provider's key came from (`--api-key`, `GIPHY_API_KEY`, `api_key in …/config`),
    /// for the message a rejected key gets.
    public var keyOrigins: [ProviderName: String] = [:]
    /// The config file, as messages name it (the real `$XDG_CONFIG_HOME`).
    public var configPath: String?
    /// Whether a person's views, clicks and sends are told to the providers (GIPHY's Action
    /// Register, KLIPY's share event); off unless asked for. `resolve` turns it on unless
    /// `DO_NOT_TRACK=1`, `GIFSEARCH_NO_ANALYTICS=1` or `analytics = off` say not to, or the
    /// service works offline.
    public var registersActions = false
    /// Where ids kept between runs live (`$XDG_STATE_HOME/gifsearch`): the ids providers know
    /// this installation by in those calls. `nil` keeps them for the life of the service.
    public var stateDirectory: String?
    /// Receives each action call as it starts (the URL, no key), and why one failed.
    public var onAction: (@Sendable (String) -> Void)?
    /// The library of the person's GIFs (`$XDG_DATA_HOME/gifsearch/library.sqlite`); `nil`:
    /// none.
    public var libraryPath: String?
    /// The index of the person's own GIFs (`$XDG_DATA_HOME/gifsearch/local.sqlite`); `nil`:
    /// none.
    public var localIndexPath: String?
    /// Told of that index the first time a service opens it, before reading it: where the
    /// command line brings it up to date with the folders.
    public var onLocalIndexOpen: (@Sendable (LocalIndex) -> Void)?
    /// Whether what the person picks, copies, downloads and previews is kept in the library's
    /// history (`history = off` in the config file says not to).
    public var recordsHistory = false
    /// Told of what went wrong without failing the command: a history that could not be kept.
    public var onWarning: (@Sendable (String) -> Void)?
    /// How API requests use the cache.
    public var cacheMode: CacheMode
    /// Retries after transient failures (5xx, 429, timeouts, connection errors).
    public var retries: Int
    /// Seconds one request may take in all: its attempts, and the waits between them, a
    /// server's `Retry-After` included.
    public var timeout: Double
    /// Seconds from the service's making within which every request must end: a command's
    /// deadline (`nil`: none, for a picker or a batch of downloads, whose requests each have
    /// `timeout`).
    public var deadline: Double?
    /// The `User-Agent` header.
    public var userAgent: String
    /// Receives each API request's URL with the key shown as `***`.
    public var log: (@Sendable (String) -> Void)?
    /// Told of each retry after a transient failure: the error and the seconds until it.
    public var onRetry: (@Sendable (SearchFailure, Double) -> Void)?

    /// Settings with the given parts; by default no cache, 3 retries and 30 s per request.
    public init(
        keys: [ProviderName: String] = [:], urls: [ProviderName: String] = [:], cacheDirectory: String? = nil,
        cacheMode: CacheMode = .normal,
        retries: Int = 3, timeout: Double = 30, userAgent: String, log: (@Sendable (String) -> Void)? = nil,
        onRetry: (@Sendable (SearchFailure, Double) -> Void)? = nil
    ) {
        self.keys = keys
        self.urls = urls
        self.cacheDirectory = cacheDirectory
        self.cacheMode = cacheMode
        self.retries = retries
        self.timeout = timeout
        self.userAgent = userAgent
        self.log = log
        self.onRetry = onRetry
    }

    /// The base URL of `provider`: the one set, else its own (none without a web API).
    public func url(of provider: ProviderName) -> String {
        urls[provider] ?? provider.defaultURL ?? ""
    }
}
