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

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(statusCode) }

    /// Whether the status is a failure that trying again may mend: 5xx, or 429 (rate limited).
    public var isTransientFailure: Bool { statusCode >= 500 || statusCode == 429 }
}
