internal import HTTP

/// How API requests use the cache.
public enum CacheMode: Sendable, Equatable {
    /// Revalidate stored responses, store new ones, fall back to them when the network fails.
    case normal
    /// Answer from the cache only.
    case offline
    /// Neither read nor write the cache.
    case bypass
}

extension CacheMode {
    /// The HTTP cache's mode for it.
    var http: HTTPCacheMode {
        switch self {
        case .normal: .normal
        case .offline: .offline
        case .bypass: .bypass
        }
    }
}
