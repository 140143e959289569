import ArgumentParser
import FoundationEssentials
import GifSearchKit
import HTTP
import RxCore

#if canImport(Glibc)
    import Glibc
#endif

/// The options every Giphy command shares, and the search service they configure. The only place that
/// reads the environment: `GIPHY_API_KEY`, `GIFSEARCH_API_URL`, `XDG_CONFIG_HOME`, `XDG_CACHE_HOME`.
struct GiphyOptions: ParsableArguments {
    @Option(help: "Giphy API key (else GIPHY_API_KEY, else 'api_key = …' in $XDG_CONFIG_HOME/gifsearch/config).")
    var apiKey: String?

    @Option(help: "API base URL (else GIFSEARCH_API_URL, else https://api.giphy.com).")
    var apiURL: String?

    @OptionGroup var network: NetworkOptions

    @Flag(help: "Answer from the cache only.")
    var offline = false

    @Flag(help: "Neither read nor write the cache.")
    var noCache = false

    @Option(help: "Cache directory (else $XDG_CACHE_HOME/gifsearch, else ~/.cache/gifsearch).")
    var cacheDir: String?

    @Flag(help: "Print no warnings about stale results.")
    var quiet = false

    @Flag(help: "Print each request (with the API key hidden) on stderr.")
    var verbose = false

    @Flag(help: "Never ask for anything, even on a terminal (also GIFSEARCH_NO_INPUT=1).")
    var noInput = false

    func validate() throws {
        if offline && noCache { throw ValidationError("--offline and --no-cache cannot be used together") }
        if let apiURL, !HTTPRequest.isHTTPURL(apiURL) { throw ValidationError("--api-url must be an http(s) URL") }
    }

    /// The API key from the option, the environment, or the config file.
    var resolvedAPIKey: String? {
        if let apiKey, !apiKey.isEmpty { return apiKey }
        if let key = Environment.value("GIPHY_API_KEY"), !key.isEmpty { return key }
        return ConfigFile.apiKey(in: Self.configPath)
    }

    /// `$XDG_CONFIG_HOME/gifsearch/config`.
    static var configPath: String { Environment.configDirectory + "/gifsearch/config" }

    /// `requests`, with a prompt for a new key when the key is missing or rejected and a person
    /// is there to answer; a key that worked is offered for saving once `requests` succeeded.
    func askingForKey<Element>(_ requests: Observable<Element>, service: GifSearchService) -> Observable<Element> {
        guard let prompt = KeyPrompt.forPerson(noInput: noInput) else { return requests }
        return service.retryingWithNewKey(requests, askKey: prompt.ask)
            .do(onCompleted: { prompt.offerToSave(to: Self.configPath) })
    }

    var resolvedAPIURL: String {
        apiURL ?? Environment.value("GIFSEARCH_API_URL") ?? "https://api.giphy.com"
    }

    var resolvedCacheDirectory: String {
        cacheDir ?? Environment.cacheDirectory + "/gifsearch"
    }

    /// The search service these options configure; `onRetry` hears of each retry.
    func service(onRetry: (@Sendable (Swift.Error, Double) -> Void)? = nil) -> GifSearchService {
        var log: (@Sendable (String) -> Void)?
        if verbose { log = { url in StandardError.write("gifsearch: GET \(TerminalText.sanitize(url))\n") } }
        return GifSearchService(
            settings: SearchSettings(
                apiKey: resolvedAPIKey, apiURL: resolvedAPIURL, cacheDirectory: noCache ? nil : resolvedCacheDirectory,
                cacheMode: offline ? .offline : noCache ? .bypass : .normal, retries: network.retries,
                timeout: network.timeout, userAgent: "gifsearch/\(GifsearchVersion.current)", log: log,
                onRetry: onRetry))
    }
}

/// Environment variables and the XDG base directories.
enum Environment {
    static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    static var home: String { value("HOME") ?? "/" }

    static var configDirectory: String {
        value("XDG_CONFIG_HOME").flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.config"
    }

    static var cacheDirectory: String {
        value("XDG_CACHE_HOME").flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.cache"
    }
}

extension String {
    var trimmingSpaces: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    func trimmingCharacters(quotes: String) -> String {
        String(drop(while: { quotes.contains($0) }).reversed().drop(while: { quotes.contains($0) }).reversed())
    }
}
