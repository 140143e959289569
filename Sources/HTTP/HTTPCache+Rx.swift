import FoundationEssentials
import RxCore

/// A response and where it came from.
public struct HTTPCacheResult: Sendable, Equatable {
    /// Where a cached result came from.
    public enum Origin: Sendable, Equatable {
        /// Fetched now.
        case network
        /// The server answered 304: the stored body is current.
        case revalidated
        /// Stored so recently that the network was not asked (`HTTPCache`'s `fresh`).
        case fresh
        /// The network failed; this is the stored response, `age` seconds old.
        case stale(age: Double)
        /// Offline: the stored response, `age` seconds old.
        case cacheOnly(age: Double)
    }

    public var response: HTTPResponse
    public var data: Data
    public var origin: Origin

    /// A result with the given parts.
    public init(response: HTTPResponse, data: Data, origin: Origin) {
        self.response = response
        self.data = data
        self.origin = origin
    }
}

extension ObservableType where Element == (HTTPResponse, Data) {
    /// Stores successful responses for `request` in `cache`, answers a 304 with the stored body,
    /// and, when the network fails (transient errors and 5xx or 429 statuses) and a stored
    /// response exists, emits that instead, marked stale.
    public func cache(_ cache: HTTPCache, for request: HTTPRequest) -> Observable<HTTPCacheResult> {
        let source = asObservable()
        return Observable.deferred {
            let stored = cache.lookup(request)
            let stale = stored.map { stored in
                HTTPCacheResult(
                    response: stored.response, data: stored.data,
                    origin: .stale(age: Date().timeIntervalSince(stored.storedAt)))
            }
            return source.map { response, data -> HTTPCacheResult in
                if response.statusCode == 304, let stored {
                    cache.store(stored.response, data: stored.data, for: request)
                    return HTTPCacheResult(response: stored.response, data: stored.data, origin: .revalidated)
                }
                if response.isSuccess { cache.store(response, data: data, for: request) }
                if response.isTransientFailure, let stale { return stale }
                return HTTPCacheResult(response: response, data: data, origin: .network)
            }
            .catch { error in
                guard let stale, (error as? HTTPError)?.isTransient == true else { throw error }
                return .just(stale)
            }
        }
    }
}

/// How a request uses the cache.
public enum HTTPCacheMode: Sendable {
    /// Revalidate stored responses, store new ones, fall back to them when the network fails.
    case normal
    /// Answer from the cache only.
    case offline
    /// Neither read nor write the cache.
    case bypass
}

extension HTTPCache {
    /// The response to `request` as `mode` says, through `cache`. `.normal` answers a fresh
    /// stored response at once, else asks `network` with `If-None-Match`/`If-Modified-Since`
    /// when a response is stored, stores successful
    /// responses, and lets a stored response stand in when the network fails; `.offline`
    /// answers from the cache alone (`HTTPError.notCached` when nothing is stored); `.bypass`
    /// asks `network` and keeps nothing. Without a cache nothing is stored or found.
    public static func response(
        for request: HTTPRequest, mode: HTTPCacheMode, cache: HTTPCache?,
        network: @escaping @Sendable (HTTPRequest) -> Observable<(HTTPResponse, Data)>
    ) -> Observable<HTTPCacheResult> {
        Observable.deferred {
            switch (mode, cache) {
            case (.normal, let cache?):
                let stored = cache.lookup(request)
                if let stored, cache.isFresh(stored) {
                    return .just(HTTPCacheResult(response: stored.response, data: stored.data, origin: .fresh))
                }
                var conditional = request
                if let stored { conditional.headers += cache.validators(for: stored) }
                return network(conditional).cache(cache, for: request)
            case (.offline, let cache):
                guard let stored = cache?.lookup(request) else {
                    return .error(HTTPError.notCached(request.redactedURL))
                }
                let age = Date().timeIntervalSince(stored.storedAt)
                return .just(
                    HTTPCacheResult(response: stored.response, data: stored.data, origin: .cacheOnly(age: age)))
            case (.bypass, _), (.normal, nil):
                return network(request).map { HTTPCacheResult(response: $0, data: $1, origin: .network) }
            }
        }
    }
}

extension Reactive where Base: CurlSession {
    /// The response to `request` through `cache` in `.normal` mode: a stored response is
    /// revalidated, successful responses are stored, and a stored response stands in when the
    /// network fails.
    public func cachedResponse(request: HTTPRequest, cache: HTTPCache) -> Observable<HTTPCacheResult> {
        let session = base
        return HTTPCache.response(for: request, mode: .normal, cache: cache) { session.rx.response(request: $0) }
    }

    /// The stored response to `request`, without the network; `HTTPError.notCached` when there
    /// is none.
    public func cachedOnly(request: HTTPRequest, cache: HTTPCache) -> Observable<HTTPCacheResult> {
        let session = base
        return HTTPCache.response(for: request, mode: .offline, cache: cache) { session.rx.response(request: $0) }
    }
}

extension HTTPCacheResult {
    /// The age of a result that came from the cache instead of the network.
    public var staleAge: Double? {
        switch origin {
        case .stale(let age), .cacheOnly(let age): return age
        case .network, .revalidated, .fresh: return nil
        }
    }
}
