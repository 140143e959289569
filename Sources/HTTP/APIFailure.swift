import FoundationEssentials

/// What kind of failure an API client's error is: what the command line's exit status and a
/// fallback to another provider go by.
public enum APIFailureKind: Sendable, Equatable {
    /// An argument beyond the API's limits, caught before any request.
    case invalidArgument
    /// A missing or rejected key.
    case key
    case notFound
    /// A response that cannot be read.
    case badData
    /// The server refused the request itself (a 4xx other than those above).
    case refused
    /// Rate limited, a server failure, or no connection, after the retries.
    case unavailable
}

/// An API client's error: the cases every API's errors have (each names its own API in its
/// messages), and the one way a failed request becomes one of them (`from(_:)`).
public protocol APIFailure: Error, CustomStringConvertible {
    var kind: APIFailureKind { get }

    /// The server refused the key (401 or 403).
    static var invalidAPIKey: Self { get }
    static var notFound: Self { get }
    /// Too many requests (429), after the retries; `retryAfter` seconds when the server said.
    static func rateLimited(retryAfter: Double?) -> Self
    /// Another 4xx, with the server's message.
    static func badRequest(message: String) -> Self
    /// A 5xx.
    static func serverFailure(status: Int) -> Self
    static func transport(_ error: HTTPError) -> Self
    static func badResponse(_ reason: String) -> Self

    /// The server's own message in an error body, when it has one.
    static func message(inErrorBody data: Data) -> String?
}

extension APIFailure {
    /// The error for a failed request: the API's own errors as they are, HTTP failures by
    /// status. `keys` (and any key parameter) are removed from what the server said.
    public static func from(_ error: Swift.Error, redacting keys: [String]) -> Self {
        if let error = error as? Self { return error }
        let serverSaid = { (data: Data) -> String? in
            Self.message(inErrorBody: data).map { SecretRedaction.redact($0, keys: keys) }
        }
        guard let error = error as? HTTPError else { return .badResponse("\(error)") }
        switch error {
        case .requestFailed(let response, let data):
            switch response.failure {
            case .rejectedKey: return .invalidAPIKey
            case .notFound: return .notFound
            case .rateLimited(let retryAfter): return .rateLimited(retryAfter: retryAfter)
            case .serverFailure(let status): return .serverFailure(status: status)
            case .refused(let status): return .badRequest(message: serverSaid(data) ?? "HTTP \(status)")
            case nil: return .badRequest(message: serverSaid(data) ?? "HTTP \(response.statusCode)")
            }
        case .deserializationFailed(let reason): return .badResponse(SecretRedaction.redact(reason, keys: keys))
        default: return .transport(error)
        }
    }
}
