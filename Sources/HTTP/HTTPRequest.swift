import FoundationEssentials

/// One HTTP request: what to fetch and the limits of this transfer.
public struct HTTPRequest: Sendable, Equatable {
    /// The HTTP method.
    public enum Method: String, Sendable {
        case get = "GET"
        case post = "POST"
    }

    /// The absolute http or https URL.
    public var url: String
    public var method: Method
    /// Extra header lines, in order.
    public var headers: [(name: String, value: String)]
    /// The request body, for POST.
    public var body: [UInt8]?
    /// The most body bytes accepted; a larger response aborts with `HTTPError.bodyTooLarge`.
    public var maxBodySize: Int
    /// Seconds this transfer may take, when less than the session's timeout.
    public var timeout: Double?

    /// The default limit for API responses (JSON): 8 MiB.
    public static let jsonBodyLimit = 8 << 20
    /// The default limit for media (GIFs): 64 MiB.
    public static let mediaBodyLimit = 64 << 20

    /// A request for `url`; by default a GET with the JSON body limit.
    public init(
        url: String, method: Method = .get, headers: [(name: String, value: String)] = [], body: [UInt8]? = nil,
        maxBodySize: Int = HTTPRequest.jsonBodyLimit
    ) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
        self.maxBodySize = maxBodySize
    }

    public static func == (lhs: HTTPRequest, rhs: HTTPRequest) -> Bool {
        lhs.url == rhs.url && lhs.method == rhs.method && lhs.body == rhs.body && lhs.maxBodySize == rhs.maxBodySize
            && lhs.headers.map(\.name) == rhs.headers.map(\.name)
            && lhs.headers.map(\.value) == rhs.headers.map(\.value)
    }

    /// This request, limited to `seconds` more (`nil`: as it is).
    public func limited(to seconds: Double?) -> HTTPRequest {
        guard let seconds else { return self }
        var limited = self
        limited.timeout = min(timeout ?? seconds, seconds)
        return limited
    }

    /// Whether `text` is an absolute http or https URL (the only schemes a session fetches).
    public static func isHTTPURL(_ text: String) -> Bool {
        let scheme = text.prefix(8).lowercased()
        return scheme.hasPrefix("http://") || scheme.hasPrefix("https://")
    }

    /// The URL with any `api_key` query value removed, for messages and cache keys.
    public var redactedURL: String { URLRedaction.redact(url) }
}
