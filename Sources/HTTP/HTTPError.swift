import FoundationEssentials

/// Why an HTTP request failed. Messages never contain the API key.
public enum HTTPError: Error, Equatable, CustomStringConvertible {
    /// The server answered with a status outside 2xx.
    case requestFailed(response: HTTPResponse, data: Data)
    /// The body could not be converted to what was asked for.
    case deserializationFailed(reason: String)
    /// libcurl failed; `message` is curl's own text for `code`.
    case transport(code: Int, message: String)
    /// The connection or the transfer took too long, or went too slowly: what was slow.
    case timeout(String)
    /// The body was larger than the request allowed.
    case bodyTooLarge(limit: Int)
    /// The URL is not an absolute http or https URL.
    case invalidURL(String)
    /// Working offline, and the response to this URL is not in the cache.
    case notCached(String)

    public var description: String {
        switch self {
        case .requestFailed(let response, _): return "HTTP \(response.statusCode) from \(response.url)"
        case .deserializationFailed(let reason): return "unexpected response: \(reason)"
        case .transport(_, let message): return message
        case .timeout(let what): return "timed out: \(what)"
        case .bodyTooLarge(let limit): return "response larger than \(limit) bytes"
        case .invalidURL(let url): return "not an http or https URL: \(url)"
        case .notCached: return "offline, and this answer is not in the cache"
        }
    }

    /// Whether trying again may help: server errors, 429, timeouts and connection failures.
    public var isTransient: Bool {
        switch self {
        case .requestFailed(let response, _): return response.isTransientFailure
        case .timeout, .transport: return true
        default: return false
        }
    }
}
