import Giphy
import HTTP
import RxCore

/// The search service the commands and the picker are views over: Giphy's endpoints as
/// Observables of pages, media by id, URL or file, thumbnails and downloads.
///
/// One `CurlSession` serves everything, made on first use (commands on local files never start
/// one). Results arrive on the session's compute scheduler, never on its I/O thread.
public final class GifSearchService: Sendable {
    public let settings: SearchSettings
    /// The session, and the client for the key in force (made again when the key changes).
    private let connectionHolder = LockedState<(session: CurlSession?, client: GiphyClient?, apiKey: String?)>(
        (nil, nil, nil))
    private let retryScheduler: SchedulerType
    /// The last GIFs decoded for previews.
    let decodedGIFs = DecodedGIFCache(maxBytes: 64 << 20)

    /// Where results arrive and heavy work runs: the sessions' concurrent compute scheduler.
    public static var computeScheduler: ImmediateSchedulerType { CurlSession.computeScheduler }

    /// Where every service waits out retry backoffs unless told otherwise.
    public static let sharedRetryScheduler = SerialDispatchQueueScheduler(
        internalSerialQueueName: "gifsearch.retry")

    /// A service with `settings`; backoffs wait on `retryScheduler` (virtual time in tests).
    public init(settings: SearchSettings, retryScheduler: SchedulerType = sharedRetryScheduler) {
        self.settings = settings
        self.retryScheduler = retryScheduler
        connectionHolder.withLock { $0.apiKey = settings.apiKey }
    }

    /// Uses `apiKey` for every request from now on (one typed at a prompt, say).
    public func use(apiKey: String) {
        connectionHolder.withLock { connection in
            connection.apiKey = apiKey
            connection.client = nil
        }
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

    /// The Giphy client for the key in force, on this service's session, cache and retries.
    var client: GiphyClient {
        let session = session
        return connectionHolder.withLock { connection in
            if let client = connection.client { return client }
            let client = GiphyClient(
                session: session, apiKey: connection.apiKey, baseURL: settings.apiURL,
                cache: settings.cacheDirectory.map { HTTPCache(directory: $0) }, cacheMode: settings.cacheMode,
                retryPolicy: retryPolicy, scheduler: retryScheduler, log: settings.log)
            connection.client = client
            return client
        }
    }

    var retryPolicy: RetryPolicy { RetryPolicy(maxRetries: settings.retries, onRetry: settings.onRetry) }

    /// `source`, retried after transient failures as the settings say.
    func retrying<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.retry(retryPolicy, scheduler: retryScheduler)
    }
}

extension GifSearchService {
    /// How many responses and bytes the disk cache holds (none without a cache directory).
    public var cacheUsage: (entries: Int, bytes: Int) {
        settings.cacheDirectory.map { HTTPCache(directory: $0).usage } ?? (0, 0)
    }

    /// Removes every cached response.
    public func clearCache() {
        settings.cacheDirectory.map { HTTPCache(directory: $0).clear() }
    }
}
