import FoundationEssentials
import HTTP

/// Why a KLIPY request failed; `description` is the one-line message, never with the API key.
public enum KlipyError: APIFailure, Equatable {
    case missingAPIKey
    /// The server refused the key (401 or 403).
    case invalidAPIKey
    case notFound
    /// Too many requests (429), after the retries.
    case rateLimited(retryAfter: Double?)
    /// Another 4xx, with the server's message.
    case badRequest(message: String)
    case serverFailure(status: Int)
    /// An argument breaks KLIPY's limits; caught before any request.
    case invalidArgument(String)
    case transport(HTTPError)
    case badResponse(String)

    public var description: String {
        switch self {
        case .missingAPIKey:
            return "no KLIPY API key: use --api-key, set KLIPY_API_KEY, or put 'klipy_api_key = …' in "
                + "~/.config/gifsearch/config"
        case .invalidAPIKey: return "the KLIPY API key was rejected; check --api-key or KLIPY_API_KEY"
        case .notFound: return "not found on KLIPY"
        case .rateLimited(let retryAfter?): return "rate limited by KLIPY; retry after \(Int(retryAfter)) s"
        case .rateLimited: return "rate limited by KLIPY"
        case .badRequest(let message): return "KLIPY refused the request: \(message)"
        case .serverFailure(let status): return "KLIPY failed with HTTP \(status)"
        case .invalidArgument(let message): return message
        case .transport(let error): return error.description
        case .badResponse(let reason): return "unexpected response from KLIPY: \(reason)"
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
        KlipyErrorBody.message(in: data)
    }
}
