import FoundationEssentials
import RxCore

/// What an API client makes its requests with: the session, the response cache and how it is
/// used, the retries for transient failures and where their backoffs wait, and a log.
public struct APIConnection: Sendable {
    public let session: CurlSession
    public let cache: HTTPCache?
    public let cacheMode: HTTPCacheMode
    public let retryPolicy: RetryPolicy
    public let scheduler: SchedulerType
    /// Receives each request URL, its key shown as `***`.
    public let log: (@Sendable (String) -> Void)?
    /// Where the client's key came from, for the message a rejected key gets.
    public var keyOrigin: String?
    /// The config file a missing key may be put in, for the message a missing key gets.
    public var configPath: String?

    public init(
        session: CurlSession, cache: HTTPCache?, cacheMode: HTTPCacheMode, retryPolicy: RetryPolicy,
        scheduler: SchedulerType, log: (@Sendable (String) -> Void)? = nil
    ) {
        self.session = session
        self.cache = cache
        self.cacheMode = cacheMode
        self.retryPolicy = retryPolicy
        self.scheduler = scheduler
        self.log = log
    }

    /// `error` as `api`'s failure on this connection (`APIError.from`), with where the key came
    /// from and the config file, which its message may name.
    public func failure(
        _ error: Swift.Error, of api: WebAPI, redacting keys: [String], notFoundMeansNoGIF: Bool = false
    ) -> APIError {
        var failure = APIError.from(error, of: api, redacting: keys, notFoundMeansNoGIF: notFoundMeansNoGIF)
        failure.keyOrigin = failure.keyOrigin ?? keyOrigin
        failure.configPath = failure.configPath ?? configPath
        return failure
    }

    /// `api`'s failure for a missing key on this connection, naming its config file.
    public func missingKey(of api: WebAPI) -> APIError {
        failure(APIError(api, .missingAPIKey), of: api, redacting: [])
    }

    /// Whether a request needs an API key: not offline, where only the cache answers, and its
    /// entries are found without the key (`HTTPCache` keys them by the URL without it).
    public var needsKey: Bool { cacheMode != .offline }

    /// The response to `base` with `parameters` and the key parameter `keyName=key` (none
    /// without a key: offline, see `needsKey`), through the cache mode, its network part
    /// retrying transient failures; logged with the key hidden.
    public func response(
        _ base: String, _ parameters: [(String, String)], keyName: String, key: String?
    ) -> Observable<HTTPCacheResult> {
        let request = HTTPRequest(url: QueryURL.make(base, parameters + (key.map { [(keyName, $0)] } ?? [])))
        log?(
            QueryURL.make(base, parameters)
                + (key == nil ? "" : (parameters.isEmpty ? "?" : "&") + "\(keyName)=***"))
        let (session, retryPolicy, scheduler) = (session, retryPolicy, scheduler)
        return HTTPCache.response(for: request, mode: cacheMode, cache: cache) { request in
            session.rx.retryingResponse(request: request, policy: retryPolicy, scheduler: scheduler)
        }
    }
}
