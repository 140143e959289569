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

    /// The error for a failed HTTP request.
    static func from(_ error: Swift.Error) -> GiphyError {
        if let error = error as? GiphyError { return error }
        guard let error = error as? HTTPError else { return .badResponse("\(error)") }
        switch error {
        case .requestFailed(let response, let data):
            switch response.statusCode {
            case 401, 403: return .invalidAPIKey
            case 404: return .notFound
            case 429: return .rateLimited(retryAfter: response.header("retry-after").flatMap(Double.init))
            case 500...: return .serverFailure(status: response.statusCode)
            default:
                return .badRequest(message: GiphyErrorBody.message(in: data) ?? "HTTP \(response.statusCode)")
            }
        case .deserializationFailed(let reason): return .badResponse(reason)
        default: return .transport(error)
        }
    }
}
