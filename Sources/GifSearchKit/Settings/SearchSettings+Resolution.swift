internal import HTTP

/// What a command line says about the service; what it leaves out comes from the environment
/// and the config file (`SearchSettings.resolve`).
public struct SettingsRequest: Sendable {
    public var provider: ProviderChoice?
    /// The key of the provider in use (with `auto`, Giphy's).
    public var apiKey: String?
    /// The base URL of the provider in use (with `auto`, Giphy's).
    public var apiURL: String?
    public var cacheDirectory: String?
    public var cacheMode: CacheMode
    public var retries: Int
    public var timeout: Double
    public var deadline: Double?
    public var userAgent: String
    /// What the command uses, and so which config values it reads: one it does not read cannot
    /// fail it.
    public var use: SettingsUse = .providers

    public init(
        provider: ProviderChoice? = nil, apiKey: String? = nil, apiURL: String? = nil, cacheDirectory: String? = nil,
        cacheMode: CacheMode = .normal, retries: Int = 3, timeout: Double = 30, deadline: Double? = nil,
        userAgent: String
    ) {
        self.provider = provider
        self.apiKey = apiKey
        self.apiURL = apiURL
        self.cacheDirectory = cacheDirectory
        self.cacheMode = cacheMode
        self.retries = retries
        self.timeout = timeout
        self.deadline = deadline
        self.userAgent = userAgent
    }
}

extension SearchSettings {
    /// The settings `request` asks for, the rest from `environment` and `config` (the config
    /// file's values): the provider from the request, else `provider = …`, else `auto`; each
    /// key from the request (for the provider in use), else `GIPHY_API_KEY` or `KLIPY_API_KEY`,
    /// else `api_key` or `klipy_api_key`; each base URL from the request, else
    /// `GIFSEARCH_API_URL` or `GIFSEARCH_KLIPY_URL`, else the provider's own; the cache under
    /// `$XDG_CACHE_HOME/gifsearch` (none in `.bypass` mode), at most `cache_max_mb` MiB (64).
    /// `rating = …` is the default rating. Giphy's responses go to disk only with
    /// `giphy_media_cache = approved`, so `.offline`
    /// with Giphy is otherwise an `.unavailable` failure saying why.
    /// A config value that cannot be read is an `.invalidArgument` failure naming `configPath`
    /// (only for a value `request.use` reads: the others keep their defaults); a cache folder
    /// that another user owns or anyone can write to (without the sticky bit) is `.cannotWrite`.
    public static func resolve(
        _ request: SettingsRequest, environment: [String: String], config: [String: String]
    ) throws(SearchFailure) -> SearchSettings {
        let reading = ConfigReading(values: config, path: ConfigFile.path(in: environment), use: request.use)
        let choice = try provider(request.provider, config: reading)
        let named = choice.named
        func keyAndOrigin(of provider: ProviderName) -> (key: String, origin: String)? {
            guard let api = provider.api else { return nil }
            if provider == named, let key = request.apiKey, !key.isEmpty { return (key, "--api-key") }
            if let key = environment[api.keyVariable], !key.isEmpty { return (key, api.keyVariable) }
            return config[api.configKey].map { ($0, "'\(api.configKey)' in \(reading.path)") }
        }
        func key(of provider: ProviderName) -> String? { keyAndOrigin(of: provider)?.key }
        func url(of provider: ProviderName) throws(SearchFailure) -> String? {
            guard let api = provider.api else { return nil }
            if provider == named, let url = request.apiURL { return url }
            guard let url = environment[api.urlVariable], !url.isEmpty else { return api.defaultURL }
            guard HTTPRequest.isHTTPURL(url) else {
                throw SearchFailure(
                    kind: .invalidArgument,
                    message: "\(api.urlVariable) must be an http(s) URL (got '\(TerminalText.quoted(url))')")
            }
            return url
        }
        var settings = SearchSettings(
            cacheDirectory: request.cacheMode == .bypass
                ? nil : request.cacheDirectory ?? cacheDirectory(in: environment),
            cacheMode: request.cacheMode, retries: request.retries, timeout: request.timeout,
            userAgent: request.userAgent)
        settings.provider = choice
        settings.configPath = reading.path
        for provider in ProviderName.web {
            settings.keys[provider] = key(of: provider)
            settings.urls[provider] = try url(of: provider)
            settings.keyOrigins[provider] = keyAndOrigin(of: provider)?.origin
        }
        settings.deadline = request.deadline
        if let folder = settings.cacheDirectory { try CacheFolder.check(folder) }
        settings.cacheMaxBytes = try cacheMaxBytes(config: reading)
        settings.giphyResponsesOnDisk = try giphyMediaCacheApproved(config: reading)
        settings.rating = try rating(config: reading)
        settings.registersActions =
            registersActions(environment: environment, config: config) && request.cacheMode != .offline
        settings.stateDirectory = stateDirectory(in: environment)
        settings.libraryPath = Library.path(in: environment)
        settings.localIndexPath = LocalIndex.path(in: environment)
        let keepsHistory = try recordsHistory(config: reading)
        settings.recordsHistory = keepsHistory && request.use == .providers && settings.libraryPath != nil
        if request.cacheMode == .offline {
            for provider in ProviderName.web {
                settings.offlineRefusals[provider] = provider.profile.offlineRefusal(settings)
            }
        }
        return settings
    }

    /// Whether actions are registered: not when `DO_NOT_TRACK` or `GIFSEARCH_NO_ANALYTICS` is set
    /// (to anything but `0` or empty), nor with `analytics = off` (or anything but `on`) in the
    /// config file.
    private static func registersActions(environment: [String: String], config: [String: String]) -> Bool {
        let optedOut = ["DO_NOT_TRACK", "GIFSEARCH_NO_ANALYTICS"].contains { name in
            environment[name].map { !$0.isEmpty && $0 != "0" } ?? false
        }
        // Any value but `on` opts out: a mistyped opt-out must neither send nor stop gifsearch.
        return !optedOut && (config["analytics"] ?? "on") == "on"
    }

    /// `history = on|off` in the config file (on by default).
    private static func recordsHistory(config: ConfigReading) throws(SearchFailure) -> Bool {
        try switchValue("history", in: config, on: "on", default: true, use: "on or off")
    }

    /// A two-valued setting `name` in the config file: `on` (the word that turns it on), `off`,
    /// or, when absent or not read, `fallback`; anything else is an error saying to `use` what
    /// it should.
    private static func switchValue(
        _ name: String, in config: ConfigReading, on: String, default fallback: Bool, use hint: String
    ) throws(SearchFailure) -> Bool {
        guard let value = config[name] else { return fallback }
        if value == on { return true }
        if value == "off" { return false }
        throw config.refusal(name, use: hint)
    }

    /// `$XDG_STATE_HOME/gifsearch`, else `~/.local/state/gifsearch`; `nil` when neither variable
    /// says where the person's folders are.
    static func stateDirectory(in environment: [String: String]) -> String? {
        XDGDirectory.knownPath("XDG_STATE_HOME", else: ".local/state", in: environment).map { $0 + "/gifsearch" }
    }

    /// `rating = g|pg|pg-13|r` in the config file, if set.
    private static func rating(config: ConfigReading) throws(SearchFailure) -> Rating? {
        guard let value = config["rating"] else { return nil }
        guard let rating = Rating(rawValue: value) else {
            throw config.refusal("rating", use: Rating.allCases.map(\.rawValue).spokenList)
        }
        return rating
    }

    /// `giphy_media_cache = approved` (or `off`, the default) in the config file.
    private static func giphyMediaCacheApproved(config: ConfigReading) throws(SearchFailure) -> Bool {
        try switchValue(
            "giphy_media_cache", in: config, on: "approved", default: false,
            use: "approved (only if GIPHY approved your integration for media caching) or off")
    }

    /// `$XDG_CACHE_HOME/gifsearch`, else `~/.cache/gifsearch`.
    public static func cacheDirectory(in environment: [String: String]) -> String {
        XDGDirectory.path("XDG_CACHE_HOME", else: ".cache", in: environment) + "/gifsearch"
    }

    private static func provider(_ asked: ProviderChoice?, config: ConfigReading) throws(SearchFailure)
        -> ProviderChoice
    {
        if let asked { return asked }
        guard let configured = config["provider"] else { return .auto }
        guard let choice = ProviderChoice(rawValue: configured) else {
            throw config.refusal("provider", use: ProviderChoice.allCases.map(\.rawValue).spokenList)
        }
        return choice
    }

    private static func cacheMaxBytes(config: ConfigReading) throws(SearchFailure) -> Int {
        guard let configured = config["cache_max_mb"] else { return 64 << 20 }
        guard let megabytes = Int(configured), (1...1_000_000).contains(megabytes) else {
            throw config.refusal("cache_max_mb", use: "a whole number of MiB between 1 and 1000000")
        }
        return megabytes << 20
    }
}

/// The XDG base directories.
enum XDGDirectory {
    /// `$variable` when it is set and not empty, else `$HOME/fallback`.
    static func path(_ variable: String, else fallback: String, in environment: [String: String]) -> String {
        if let value = environment[variable], !value.isEmpty { return value }
        return (environment["HOME"] ?? "/") + "/" + fallback
    }

    /// As `path`, or `nil` when neither `$variable` nor `$HOME` says where the person's folders
    /// are.
    static func knownPath(_ variable: String, else fallback: String, in environment: [String: String]) -> String? {
        guard !(environment[variable] ?? "").isEmpty || !(environment["HOME"] ?? "").isEmpty else { return nil }
        return path(variable, else: fallback, in: environment)
    }
}

extension ConfigFile {
    /// `$XDG_CONFIG_HOME/gifsearch/config`, else `~/.config/gifsearch/config`.
    public static func path(in environment: [String: String]) -> String {
        XDGDirectory.path("XDG_CONFIG_HOME", else: ".config", in: environment) + "/gifsearch/config"
    }
}
