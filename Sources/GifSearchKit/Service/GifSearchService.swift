internal import Giphy
internal import HTTP
internal import Klipy
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
    /// Giphy's responses while they stay in memory (`giphyResponsesOnDisk` is off).
    private let giphyMemory = HTTPCache(directory: nil, fresh: giphyFresh)
    /// The calls telling providers of a person's views, clicks and sends, under way.
    let actionRegister: ActionRegister
    /// The ids providers know this installation by, each obtained once.
    let actionUserIDs = LockedState([ProviderName: Observable<String>]())
    /// The library, opened on first use.
    private let openedLibrary = LockedState<Library?>(nil)
    /// When the service was made, on the retry scheduler's clock: where the deadline counts from.
    private let createdAt: Double

    private struct Connection {
        var session: CurlSession?
        var giphy: GiphyClient?
        var klipy: KlipyClient?
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
        connectionHolder.withLock { connection in
            connection.keys[.giphy] = settings.apiKey
            connection.keys[.klipy] = settings.klipyKey
            connection.keyOrigins = settings.keyOrigins
        }
    }

    /// The provider asked first: the one whose key a prompt asks for.
    public var primaryProvider: ProviderName {
        providerNames[0]
    }

    /// The providers to ask, in order (`auto` with both keys: both).
    var providerNames: [ProviderName] {
        switch settings.provider {
        case .giphy: return [.giphy]
        case .klipy: return [.klipy]
        case .auto:
            let keys = connectionHolder.withLock { $0.keys }
            let has = { (name: ProviderName) in !(keys[name] ?? "").isEmpty }
            switch (has(.giphy), has(.klipy)) {
            case (true, true): return [.giphy, .klipy]
            case (false, true): return [.klipy]
            default: return [.giphy]
            }
        }
    }

    /// Uses `apiKey` for the primary provider from now on (one typed at a prompt, say).
    public func use(apiKey: String) {
        let name = primaryProvider
        connectionHolder.withLock { connection in
            connection.keys[name] = apiKey
            connection.keyOrigins[name] = "the prompt"
            if name == .giphy { connection.giphy = nil } else { connection.klipy = nil }
        }
    }

    /// The person's library, opened on first use; fails when there is none or it cannot be
    /// opened.
    public func library() throws(SearchFailure) -> Library {
        let result = openedLibrary.withLock { opened -> Result<Library, SearchFailure> in
            if let opened { return .success(opened) }
            do throws(SearchFailure) {
                let library = try Library.at(settings.libraryPath)
                opened = library
                return .success(library)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
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

    /// The Giphy client for the key in force, on this service's connection.
    var giphy: GiphyProvider {
        GiphyProvider(
            client: client(\.giphy, of: .giphy, cache: giphyCache) { connection, keys in
                GiphyClient(
                    connection: connection, apiKey: keys[.giphy], baseURL: self.settings.apiURL,
                    refusal: self.settings.giphyOfflineRefusal)
            })
    }

    /// The KLIPY client for the key in force, on this service's connection.
    var klipy: KlipyProvider {
        KlipyProvider(
            client: client(\.klipy, of: .klipy, cache: klipyCache) { connection, keys in
                KlipyClient(connection: connection, apiKey: keys[.klipy], baseURL: self.settings.klipyURL)
            })
    }

    /// The client kept in `slot`, made with `make` (on the session, retries and log the clients
    /// share, `cache`, and the keys in force) the first time and after a key changed.
    private func client<Client>(
        _ slot: WritableKeyPath<Connection, Client?>, of provider: ProviderName, cache: @autoclosure () -> HTTPCache?,
        make: (APIConnection, [ProviderName: String]) -> Client
    ) -> Client {
        let session = session
        return connectionHolder.withLock { held in
            if let client = held[keyPath: slot] { return client }
            var connection = APIConnection(
                session: session, cache: cache(), cacheMode: settings.cacheMode.http, retryPolicy: retryPolicy,
                scheduler: retryScheduler, log: settings.log)
            connection.keyOrigin = held.keyOrigins[provider]
            connection.configPath = settings.configPath
            let client = make(connection, held.keys)
            held[keyPath: slot] = client
            return client
        }
    }

    /// The provider named `name`.
    func provider(_ name: ProviderName) -> GIFProvider {
        name == .giphy ? giphy : klipy
    }

    /// The disk cache, as it holds Giphy's responses for an approved integration (and its usage).
    private var cache: HTTPCache? {
        settings.cacheDirectory.map { HTTPCache(directory: $0, maxBytes: settings.cacheMaxBytes) }
    }

    /// How long a Giphy response in memory answers a repeat without asking again: the picker
    /// going back to a query, thumbnails of a page just listed.
    static let giphyFresh: Double = 60

    /// The longest KLIPY's responses are served from the cache, whatever the server says.
    static let klipyLongestKept: Double = 24 * 3600

    /// KLIPY's responses, on disk, each served for at most 24 hours and its `max-age`.
    private var klipyCache: HTTPCache? {
        settings.cacheDirectory.map {
            HTTPCache(directory: $0, maxBytes: settings.cacheMaxBytes, longestKept: Self.klipyLongestKept)
        }
    }

    /// Where Giphy's responses are kept: on disk only when `giphyResponsesOnDisk`, else in this
    /// service's memory (none when the cache is bypassed), as GIPHY asks of integrations it did
    /// not approve for media caching.
    private var giphyCache: HTTPCache? {
        if settings.giphyResponsesOnDisk { return cache }
        return settings.cacheDirectory == nil ? nil : giphyMemory
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
