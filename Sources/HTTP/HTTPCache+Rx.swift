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
                let failed = response.statusCode >= 500 || response.statusCode == 429
                if failed, let stale { return stale }
                return HTTPCacheResult(response: response, data: data, origin: .network)
            }
            .catch { error in
                guard let stale, (error as? HTTPError)?.isTransient == true else { throw error }
                return .just(stale)
            }
        }
    }
}

extension Reactive where Base: CurlSession {
    /// The response to `request` through `cache`: a stored response is revalidated with
    /// `If-None-Match`/`If-Modified-Since`, successful responses are stored, and a stored
    /// response stands in when the network fails.
    public func cachedResponse(request: HTTPRequest, cache: HTTPCache) -> Observable<HTTPCacheResult> {
        let session = base
        return Observable.deferred {
            var conditional = request
            if let stored = cache.lookup(request) { conditional.headers += cache.validators(for: stored) }
            return session.rx.response(request: conditional).cache(cache, for: request)
        }
    }

    /// The stored response to `request`, without the network; `HTTPError.notCached` when there
    /// is none.
    public func cachedOnly(request: HTTPRequest, cache: HTTPCache) -> Observable<HTTPCacheResult> {
        Observable.deferred {
            guard let stored = cache.lookup(request) else { return .error(HTTPError.notCached(request.redactedURL)) }
            let age = Date().timeIntervalSince(stored.storedAt)
            return .just(HTTPCacheResult(response: stored.response, data: stored.data, origin: .cacheOnly(age: age)))
        }
    }
}
