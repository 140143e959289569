internal import Files
internal import HTTP
import RxCore

/// The search service the commands and the picker are views over: the providers' endpoints as
/// Observables of pages, media by id, URL or file, thumbnails and downloads.
///
/// One `CurlSession` serves everything, made on first use (commands on local files never start
/// one). Results arrive on the session's compute scheduler, never on its I/O thread.
public final class GifSearchService: Sendable {
    public let settings: SearchSettings
    /// The session, the clients for the keys in force (made again when a key changes), the keys.
    private let connectionHolder = LockedState(Connection())
    private let retryScheduler: SchedulerType
    /// The last GIFs decoded for previews.
    let decodedGIFs = DecodedGIFCache(maxBytes: 64 << 20)
    /// The responses of providers whose responses stay in memory (`ResponseKeeping`).
    private let memoryCaches: [ProviderName: HTTPCache]
    /// The calls telling providers of a person's views, clicks and sends, under way.
    let actionRegister: ActionRegister
    /// The ids providers know this installation by, each obtained once.
    let actionUserIDs = LockedState([ProviderName: Observable<String>]())
    /// Whether the person added folders of their own GIFs, once asked.
    private let localFolders = LockedState<Bool?>(nil)
    /// The library, opened on first use.
    private let openedLibrary = MadeOnFirstUse<Library>()
    /// When the service was made, on the retry scheduler's clock: where the deadline counts from.
    private let createdAt: Double

    private struct Connection {
        var session: CurlSession?
        /// Each provider's client, for the key in force.
        var clients: [ProviderName: GIFProvider] = [:]
        var keys: [ProviderName: String] = [:]
        /// Where each key came from.
        var keyOrigins: [ProviderName: String] = [:]
    }

    /// Where every service waits out retry backoffs unless told otherwise.
    public static let sharedRetryScheduler = SerialDispatchQueueScheduler(
        internalSerialQueueName: "gifsearch.retry")

    /// A service with `settings`; backoffs wait on `retryScheduler` (virtual time in tests).
    public init(settings: SearchSettings, retryScheduler: SchedulerType = sharedRetryScheduler) {
        self.settings = settings
        self.retryScheduler = retryScheduler
        actionRegister = ActionRegister(report: settings.onAction)
        createdAt = retryScheduler.now
        memoryCaches = ProviderName.web.reduce(into: [:]) { caches, name in
            if case .onDiskWhenApproved(let fresh, _) = name.profile.web?.responseKeeping {
                caches[name] = HTTPCache(directory: nil, fresh: fresh)
            }
        }
        connectionHolder.withLock { connection in
            connection.keys = settings.keys
            connection.keyOrigins = settings.keyOrigins
        }
    }

    /// The provider asked first: the one whose key a prompt asks for.
    public var primaryProvider: ProviderName {
        providerNames[0]
    }

    /// The providers to ask, in order: the one chosen, or with `auto` each web provider that
    /// has a key; when none has, the person's folders if they added any, else the first web
    /// provider (whose key a prompt asks for).
    var providerNames: [ProviderName] {
        switch settings.provider {
        case .only(let name): return [name]
        case .auto:
            let keys = connectionHolder.withLock { $0.keys }
            let keyed = ProviderName.web.filter { !(keys[$0] ?? "").isEmpty }
            guard keyed.isEmpty else { return keyed }
            return hasLocalFolders ? [ProviderName.ownGIFs] : [ProviderName.original]
        }
    }

    /// Whether the person added folders of their own GIFs (asked once; no index is made to
    /// tell, and an index that cannot be read now is asked again next time).
    var hasLocalFolders: Bool {
        localFolders.withLock { known in
            if let known { return known }
            guard let path = settings.localIndexPath, ExistingFile.exists(path) else {
                known = false
                return false
            }
            guard let folders = try? LocalIndex(path: path).folderPaths() else { return false }
            known = !folders.isEmpty
            return !folders.isEmpty
        }
    }

    /// Uses `apiKey` from now on (one typed at a prompt, say) for `provider`, the one whose key
    /// was missing or rejected; for the first web provider asked when that is none or takes no
    /// key.
    public func use(apiKey: String, for provider: ProviderName? = nil) {
        let name =
            provider.flatMap { $0.hasWebAPI ? $0 : nil } ?? providerNames.first(where: \.hasWebAPI)
            ?? ProviderName.original
        connectionHolder.withLock { connection in
            connection.keys[name] = apiKey
            connection.keyOrigins[name] = "the prompt"
            connection.clients[name] = nil
        }
    }

    /// The person's library, opened on first use; fails when there is none or it cannot be
    /// opened.
    public func library() throws(SearchFailure) -> Library {
        try openedLibrary.value { () throws(SearchFailure) in try Library.at(settings.libraryPath) }
    }

    /// The session, made on first use.
    var session: CurlSession {
        connectionHolder.withLock { connection in
            if let session = connection.session { return session }
            let session = CurlSession(
                configuration: HTTPConfiguration(
                    connectTimeout: min(10, settings.timeout), timeout: settings.timeout,
                    userAgent: settings.userAgent))
            connection.session = session
            return session
        }
    }

    /// The provider named `name`, made the first time and after its key changed: a web API's
    /// client on this service's session, retries and log; the person's folders on their index.
    func provider(_ name: ProviderName) -> GIFProvider {
        let web: WebProvider
        switch name.profile.source {
        case .web(let provider): web = provider
        case .machine(let makeProvider):
            return connectionHolder.withLock { held in
                if let client = held.clients[name] { return client }
                let client = makeProvider(settings)
                held.clients[name] = client
                return client
            }
        }
        let session = session
        return connectionHolder.withLock { held in
            if let client = held.clients[name] { return client }
            var connection = APIConnection(
                session: session, cache: responseCache(of: name, keeping: web.responseKeeping),
                cacheMode: settings.cacheMode.http, retryPolicy: retryPolicy, scheduler: retryScheduler,
                log: settings.log)
            connection.keyOrigin = held.keyOrigins[name]
            connection.configPath = settings.configPath
            let client = web.makeProvider(
                ProviderSetup(
                    connection: connection, key: held.keys[name], baseURL: settings.url(of: name),
                    refusal: settings.offlineRefusals[name]))
            held.clients[name] = client
            return client
        }
    }

    /// The disk cache, as it holds the responses of providers whose responses may be kept
    /// there, and its usage.
    private var cache: HTTPCache? {
        settings.cacheDirectory.map { HTTPCache(directory: $0, maxBytes: settings.cacheMaxBytes) }
    }

    /// Where the responses of `name` are kept, as its profile says (`keeping`): none when the
    /// cache is bypassed.
    private func responseCache(of name: ProviderName, keeping: ResponseKeeping) -> HTTPCache? {
        guard let directory = settings.cacheDirectory else { return nil }
        switch keeping {
        case .onDiskWhenApproved:
            return settings.giphyResponsesOnDisk ? cache : memoryCaches[name]
        case .onDisk(let longestKept):
            return HTTPCache(directory: directory, maxBytes: settings.cacheMaxBytes, longestKept: longestKept)
        }
    }

    /// Retries as the settings say, each request within `settings.timeout` and all of them
    /// within the deadline, when there is one.
    var retryPolicy: RetryPolicy {
        var policy = RetryPolicy(maxRetries: settings.retries, timeLimit: settings.timeout)
        policy.deadline = settings.deadline.map { RetryPolicy.Deadline(seconds: $0, endsAt: createdAt + $0) }
        if let told = settings.onRetry {
            policy.onRetry = { error, delay in told(SearchFailure(error), delay) }
        }
        return policy
    }

    /// The requests `attempt(timeLeft)` makes, retried after transient failures as the
    /// settings say, each attempt limited to the time left.
    func retrying<Element>(_ attempt: @escaping @Sendable (Double?) -> Observable<Element>) -> Observable<Element> {
        retryPolicy.attempts(attempt, scheduler: retryScheduler)
    }
}

extension GifSearchService {
    /// How many responses and bytes the disk cache holds (none without a cache directory), of
    /// `settings.cacheMaxBytes`.
    public var cacheUsage: (entries: Int, bytes: Int) {
        cache?.usage ?? (0, 0)
    }

    /// Removes every cached response.
    public func clearCache() {
        cache?.clear()
    }
}
