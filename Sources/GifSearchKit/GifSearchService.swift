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
    private let connectionHolder = LockedState<(session: CurlSession, client: GiphyClient)?>(nil)
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
    }

    /// The session and the Giphy client on it, made on first use.
    private var connection: (session: CurlSession, client: GiphyClient) {
        connectionHolder.withLock { connection in
            if let connection { return connection }
            let session = CurlSession(
                configuration: HTTPConfiguration(
                    connectTimeout: min(10, settings.timeout), timeout: settings.timeout,
                    userAgent: settings.userAgent))
            let client = GiphyClient(
                session: session, apiKey: settings.apiKey, baseURL: settings.apiURL,
                cache: settings.cacheDirectory.map { HTTPCache(directory: $0) }, cacheMode: settings.cacheMode,
                retryPolicy: retryPolicy, scheduler: retryScheduler, log: settings.log)
            connection = (session, client)
            return (session, client)
        }
    }

    var session: CurlSession { connection.session }

    /// The Giphy client on this service's session, cache and retries.
    var client: GiphyClient { connection.client }

    var retryPolicy: RetryPolicy { RetryPolicy(maxRetries: settings.retries) }

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
