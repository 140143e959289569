/// The status and headers of a response.
public struct HTTPResponse: Sendable, Equatable {
    /// The HTTP status code.
    public var statusCode: Int
    /// Header values by lowercased name; a repeated header keeps its last value.
    public var headers: [String: String]
    /// The URL the response came from, after redirects, with `api_key` removed.
    public var url: String

    /// A response with the given parts.
    public init(statusCode: Int, headers: [String: String], url: String) {
        self.statusCode = statusCode
        self.headers = headers
        self.url = url
    }

    /// The value of header `name` (any case).
    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// The `Cache-Control` directive `name`: its value (`max-age=60` gives `"60"`), `""` for one
    /// without a value (`no-store`), `nil` when absent.
    public func cacheControl(_ name: String) -> String? {
        for directive in (header("cache-control") ?? "").split(separator: ",") {
            let parts = directive.split(separator: "=", maxSplits: 1).map { $0.filter { $0 != " " && $0 != "\t" } }
            guard parts.first?.lowercased() == name else { continue }
            return parts.count == 2 ? parts[1] : ""
        }
        return nil
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(statusCode) }

    /// Whether the status is a failure that trying again may mend: 5xx, or 429 (rate limited).
    public var isTransientFailure: Bool {
        switch failure {
        case .serverFailure?, .rateLimited?: true
        default: false
        }
    }

    /// What a failed status means: the one place statuses are read as failures; `nil` for a
    /// status that is no failure.
    public var failure: HTTPStatusFailure? {
        switch statusCode {
        case 401, 403: .rejectedKey
        case 404: .notFound
        case 429: .rateLimited(retryAfter: header("retry-after").flatMap(Double.init))
        case 500...: .serverFailure(status: statusCode)
        case 400..<500: .refused(status: statusCode)
        default: nil
        }
    }
}

/// What a failed HTTP status means to a client.
public enum HTTPStatusFailure: Sendable, Equatable {
    /// 401 or 403: the key is missing or was refused.
    case rejectedKey
    case notFound
    /// 429; `retryAfter` seconds when the server said.
    case rateLimited(retryAfter: Double?)
    /// Another 4xx.
    case refused(status: Int)
    /// A 5xx.
    case serverFailure(status: Int)
}
