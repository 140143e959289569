import FoundationEssentials
import HTTP

/// Why a Giphy request failed; `description` is the one-line message, never with the API key.
public enum GiphyError: APIFailure, Equatable {
    /// No API key was given.
    case missingAPIKey
    /// The server refused the key (401 or 403).
    case invalidAPIKey
    /// The GIF or endpoint does not exist (404).
    case notFound
    /// Too many requests (429); `retryAfter` seconds when the server said.
    case rateLimited(retryAfter: Double?)
    /// The server refused the request (another 4xx), with its message.
    case badRequest(message: String)
    /// The server failed (5xx), or answered 200 with an empty `response_id` (a synthetic
    /// response, reported as status 200).
    case serverFailure(status: Int)
    /// An argument breaks Giphy's limits; caught before any request.
    case invalidArgument(String)
    /// The request did not get through: timeouts, connection errors, offline without a cached answer.
    case transport(HTTPError)
    /// The response could not be decoded.
    case badResponse(String)

    public var description: String {
        switch self {
        case .missingAPIKey:
            return
                "no Giphy API key: use --api-key, set GIPHY_API_KEY, or put 'api_key = …' in ~/.config/gifsearch/config"
        case .invalidAPIKey: return "the Giphy API key was rejected; check --api-key or GIPHY_API_KEY"
        case .notFound: return "not found"
        case .rateLimited(let retryAfter?): return "rate limited by Giphy; retry after \(Int(retryAfter)) s"
        case .rateLimited: return "rate limited by Giphy"
        case .badRequest(let message): return "Giphy refused the request: \(message)"
        case .serverFailure(200): return "Giphy answered with an empty (synthetic) response"
        case .serverFailure(let status): return "Giphy failed with HTTP \(status)"
        case .invalidArgument(let message): return message
        case .transport(let error): return error.description
        case .badResponse(let reason): return "unexpected response from Giphy: \(reason)"
        }
    }

    public var kind: APIFailureKind {
        switch self {
        case .invalidArgument: .invalidArgument
        case .missingAPIKey, .invalidAPIKey: .key
        case .notFound: .notFound
        case .badResponse: .badData
        case .badRequest: .refused
        case .rateLimited, .serverFailure, .transport: .unavailable
        }
    }

    public static func message(inErrorBody data: Data) -> String? {
        GiphyErrorBody.message(in: data)
    }
}
