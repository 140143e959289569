import ArgumentParser
import GifSearchKit
import RxCore

/// The options every command that asks a provider shares, and the search service they
/// configure with the context's `GIPHY_API_KEY`, `KLIPY_API_KEY`, `GIFSEARCH_API_URL`,
/// `GIFSEARCH_KLIPY_URL`, `XDG_CONFIG_HOME` and `XDG_CACHE_HOME`.
struct ServiceOptions: ParsableArguments {
    @Option(help: "Which provider to ask (else 'provider = ...' in the config file, else auto).")
    var provider: ProviderChoice?

    @Option(help: ArgumentHelp(keyHelp))
    var apiKey: String?

    @Option(help: ArgumentHelp(urlHelp))
    var apiURL: String?

    @Option(
        parsing: .unconditional,
        help: "Seconds one request may take, its retries and waits (a server's Retry-After) included.")
    var timeout: Double = 30

    @Option(
        parsing: .unconditional,
        help: """
            Seconds the whole command may wait on the network, retries included (download: each \
            GIF, pick: each request, as --timeout).
            """)
    var deadline: Double = 60

    static let retriesRange = OptionRange("--retries", 0...10)
    @Option(
        parsing: .unconditional, help: retriesRange.help("Retries after network or server failures"),
    )
    var retries: Int = 3

    @Flag(help: "Answer from the cache only.")
    var offline = false

    @Flag(help: "Neither read nor write the cache.")
    var noCache = false

    @Option(help: "Cache directory (else $XDG_CACHE_HOME/gifsearch, else ~/.cache/gifsearch).")
    var cacheDir: String?

    @Flag(help: "Print no warnings about stale results.")
    var quiet = false

    @Flag(
        help: """
            Print each request (with the API key hidden), each retry and its wait, each call telling the \
            provider what you viewed, opened or sent, and how pictures are drawn and why, on stderr.
            """)
    var verbose = false

    @Flag(help: "Never ask for anything, even on a terminal (also GIFSEARCH_NO_INPUT=1).")
    var noInput = false

    func validate() throws {
        guard timeout > 0 else { throw ValidationError("--timeout must be more than 0 seconds (got \(timeout))") }
        guard deadline > 0 else { throw ValidationError("--deadline must be more than 0 seconds (got \(deadline))") }
        try Self.retriesRange.check(retries)
        if offline && noCache { throw ValidationError("--offline and --no-cache cannot be used together") }
        if let apiURL, !GIFReference.isURL(apiURL) { throw ValidationError("--api-url must be an http(s) URL") }
    }

    /// `requests`, with a prompt for a new key when the key is missing or rejected and a person
    /// is there to answer; a key that worked is offered for saving once `requests` succeeded
    /// (with `offeringAtFirst`, once the first element came: a stream whose end the command
    /// may never wait for).
    func askingForKey<Element>(
        _ requests: Observable<Element>, service: GifSearchService, in context: CommandContext,
        offeringAtFirst: Bool = false
    ) -> Observable<Element> {
        guard mayAsk(in: context), let prompt = KeyPrompt.forPerson(in: context) else { return requests }
        let asking = service.retryingWithNewKey(requests, askKey: prompt.ask)
        guard offeringAtFirst else { return asking.do(onCompleted: { prompt.offerToSave(to: context.configPath) }) }
        let offered = LockedState(false)
        return asking.do(onNext: { _ in
            let first = offered.withLock { offered in
                defer { offered = true }
                return !offered
            }
            if first { prompt.offerToSave(to: context.configPath) }
        })
    }

    /// Whether a person may be asked for anything: neither `--no-input` nor
    /// `GIFSEARCH_NO_INPUT=1` says not to.
    func mayAsk(in context: CommandContext) -> Bool {
        !noInput && context.value("GIFSEARCH_NO_INPUT") != "1"
    }

    /// The cache directory in use: `--cache-dir`, else the context's.
    func resolvedCacheDirectory(in context: CommandContext) -> String {
        cacheDir ?? SearchSettings.cacheDirectory(in: context.environment)
    }

    /// The search service these options configure for a command that uses what `use` says,
    /// with the config file's values `config` (read here, warnings and all, when not given);
    /// `onRetry` hears of each retry. Its requests end within `--deadline` all together, unless
    /// `perRequest` (a picker, a batch of downloads): then each within `--timeout`. A config
    /// value the command reads that cannot be used is a usage failure. The person's folders
    /// are scanned for changes before their index is first read, saying so on stderr unless
    /// `--quiet` or `silentScans` (the picker's screen).
    func service(
        in context: CommandContext, use: SettingsUse = .providers, config: [String: String]? = nil,
        onRetry: (@Sendable (SearchFailure, Double) -> Void)? = nil, perRequest: Bool = false,
        silentScans: Bool = false
    ) throws -> GifSearchService {
        var request = SettingsRequest(
            provider: provider, apiKey: apiKey, apiURL: apiURL, cacheDirectory: cacheDir,
            cacheMode: offline ? .offline : noCache ? .bypass : .normal, retries: retries,
            timeout: timeout, deadline: perRequest ? nil : deadline,
            userAgent: "gifsearch/\(GifsearchVersion.current)")
        request.use = use
        let config = try config ?? context.configValues()
        var settings: SearchSettings
        do throws(SearchFailure) {
            settings = try SearchSettings.resolve(request, environment: context.environment, config: config)
        } catch {
            throw context.fail(error)
        }
        if verbose {
            settings.log = { url in context.error("GET \(TerminalText.sanitize(url))") }
            settings.onAction = { call in context.error("action: \(TerminalText.sanitize(call))") }
        }
        settings.onRetry = verbose ? Self.sayingRetries(onRetry, in: context) : onRetry
        settings.onWarning = { text in context.warning(TerminalText.sanitize(text)) }
        settings.onLocalIndexOpen = FolderScan.refresher(in: context, announcing: !quiet && !silentScans)
        if !quiet { settings.onFallback = FallbackNotice(errors: context.errors).say }
        return context.makeService(settings)
    }
}

extension ServiceOptions {
    /// `--api-key`'s help: each provider's variable and config key, from its profile.
    static var keyHelp: String {
        let providers = ProviderName.web
        return "The provider's API key (else " + providers.compactMap(\.keyVariable).spokenList + ", else "
            + providers.compactMap { $0.configKey.map { "'\($0) = ...'" } }.spokenList
            + " in $XDG_CONFIG_HOME/gifsearch/config); with auto, \(ProviderName.original.displayName)'s."
    }

    /// `--api-url`'s help: each provider's variable and default URL, from its profile.
    static var urlHelp: String {
        let each = ProviderName.web.compactMap { name in
            name.urlVariable.map { "\($0), \(name.defaultURL ?? "")" }
        }
        return "The provider's API base URL (else " + each.joined(separator: ", or ") + ")."
    }

    /// `onRetry`, after a line on stderr for each retry: what failed and how long it waits.
    private static func sayingRetries(
        _ onRetry: (@Sendable (SearchFailure, Double) -> Void)?, in context: CommandContext
    ) -> @Sendable (SearchFailure, Double) -> Void {
        { failure, delay in
            context.error("retrying in \((delay * 10).rounded() / 10) s: \(ErrorReport.describe(failure))")
            onRetry?(failure, delay)
        }
    }
}

extension ProviderChoice: ExpressibleByArgument {
    public var defaultValueDescription: String {
        switch self {
        case .only(let name): name.choiceHelp
        case .auto: ProviderChoice.autoHelp
        }
    }

    /// What `--provider auto` means: "Giphy with a Giphy key, KLIPY with only a KLIPY key; the
    /// other one when the first fails".
    private static var autoHelp: String {
        let names = ProviderName.web.map(\.displayName)
        let each = names.enumerated().map { index, name in
            index == 0 ? "\(name) with a \(name) key" : "\(name) with only a \(name) key"
        }
        return each.joined(separator: ", ") + "; the other one when the first fails; with no key, "
            + ProviderName.ownGIFs.displayName
    }
}

/// Says once on stderr that `auto` answered from the other provider, and why.
final class FallbackNotice: Sendable {
    private let errors: OutputChannel
    private let said = LockedState(false)

    init(errors: OutputChannel) {
        self.errors = errors
    }

    @Sendable func say(failed: ProviderName, used: ProviderName, error: SearchFailure) {
        guard
            !said.withLock({ said in
                defer { said = true }
                return said
            })
        else { return }
        errors.write(
            OutputChannel.diagnostic(
                "\(failed.displayName) failed (\(ErrorReport.describe(error))); using \(used.displayName)"))
    }
}
