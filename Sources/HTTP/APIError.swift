import FoundationEssentials

/// A web API as its errors name it: Giphy, KLIPY. Two are the same API when their names are.
public struct WebAPI: Sendable, Equatable {
    /// The name messages give it.
    public let name: String
    /// The environment variable that holds a key (`GIPHY_API_KEY`).
    public let keyVariable: String
    /// The config file's name for a key (`api_key`).
    public let configKey: String
    /// The environment variable that sets the API's base URL (`GIFSEARCH_API_URL`).
    public let urlVariable: String
    /// The API's base URL when nothing sets another.
    public let defaultURL: String
    /// The server's own message in an error body, when it has one.
    public let messageInErrorBody: @Sendable (Data) -> String?

    /// An API with these parts.
    public init(
        name: String, keyVariable: String, configKey: String, urlVariable: String, defaultURL: String,
        messageInErrorBody: @escaping @Sendable (Data) -> String?
    ) {
        self.name = name
        self.keyVariable = keyVariable
        self.configKey = configKey
        self.urlVariable = urlVariable
        self.defaultURL = defaultURL
        self.messageInErrorBody = messageInErrorBody
    }

    public static func == (lhs: WebAPI, rhs: WebAPI) -> Bool {
        lhs.name == rhs.name
    }
}

/// Why a request to a web API failed; `description` is the one-line message, which names the
/// API and never holds its key.
public struct APIError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        /// No API key was given.
        case missingAPIKey
        /// The server refused the key (401 or 403).
        case invalidAPIKey
        /// The GIF does not exist: a 404 where the API documents it as "no such GIF".
        case notFound
        /// A 404 where the API documents none, from this URL (without its query): the base URL
        /// is not the API's.
        case noSuchEndpoint(url: String)
        /// Too many requests (429), after the retries; `retryAfter` seconds when the server said.
        case rateLimited(retryAfter: Double?)
        /// Another 4xx, with the server's message.
        case badRequest(message: String)
        /// The server failed (5xx), or answered 200 with nothing real in it (status 200).
        case serverFailure(status: Int)
        /// An argument breaks the API's limits; caught before any request.
        case invalidArgument(String)
        /// The request did not get through: timeouts, connection errors, offline without a cached answer.
        case transport(HTTPError)
        /// The client does not ask the API at all, and this says why (working offline without
        /// the API's answers on disk).
        case refused(String)
        /// The response could not be decoded.
        case badResponse(String)
    }

    /// The API that failed.
    public let api: WebAPI
    /// Why.
    public let reason: Reason
    /// Where the key in force came from (`--api-key`, `GIPHY_API_KEY`, a config file, a
    /// prompt), for the message a rejected key gets; `nil` when not known.
    public var keyOrigin: String?
    /// The config file a missing key may be put in, as the message a missing key names it.
    public var configPath: String?

    /// `api`'s failure for `reason`.
    public init(_ api: WebAPI, _ reason: Reason) {
        self.api = api
        self.reason = reason
    }

    public var description: String {
        switch reason {
        case .missingAPIKey:
            "no \(api.name) API key: use --api-key, set \(api.keyVariable), or put '\(api.configKey) = …' in "
                + (configPath ?? "the config file")
        case .invalidAPIKey:
            keyOrigin.map { "the \(api.name) API key from \($0) was rejected; check it" }
                ?? "the \(api.name) API key was rejected; check --api-key or \(api.keyVariable)"
        case .notFound: "not found on \(api.name)"
        case .noSuchEndpoint(let url): "HTTP 404 from \(url) (check --api-url or \(api.urlVariable))"
        case .rateLimited(let retryAfter?): "rate limited by \(api.name); retry after \(Int(retryAfter)) s"
        case .rateLimited: "rate limited by \(api.name)"
        case .badRequest(let message): "\(api.name) refused the request: \(message)"
        case .serverFailure(200): "\(api.name) answered with an empty (synthetic) response"
        case .serverFailure(let status): "\(api.name) failed with HTTP \(status)"
        case .invalidArgument(let message): message
        case .transport(.notCached): "offline, and \(api.name)'s answer to this is not in the cache"
        case .transport(let error): error.description
        case .refused(let why): why
        case .badResponse(let reason): "unexpected response from \(api.name): \(reason)"
        }
    }

    /// `api`'s error for a failed request: its own errors as they are, HTTP failures by status;
    /// a 404 means "no such GIF" only where `notFoundMeansNoGIF` says the endpoint documents it.
    /// `keys` (and any key parameter) are removed from what the server said.
    public static func from(
        _ error: Swift.Error, of api: WebAPI, redacting keys: [String], notFoundMeansNoGIF: Bool = false
    ) -> APIError {
        if let error = error as? APIError { return error }
        let serverSaid = { (data: Data) -> String? in
            api.messageInErrorBody(data).map { SecretRedaction.redact($0, keys: keys) }
        }
        guard let error = error as? HTTPError else { return APIError(api, .badResponse("\(error)")) }
        let reason: Reason =
            switch error {
            case .requestFailed(let response, let data):
                switch response.failure {
                case .rejectedKey: .invalidAPIKey
                case .notFound:
                    notFoundMeansNoGIF
                        ? .notFound : .noSuchEndpoint(url: Self.shown(response.url, redacting: keys))
                case .rateLimited(let retryAfter): .rateLimited(retryAfter: retryAfter)
                case .serverFailure(let status): .serverFailure(status: status)
                case .refused(let status): .badRequest(message: serverSaid(data) ?? "HTTP \(status)")
                case nil: .badRequest(message: serverSaid(data) ?? "HTTP \(response.statusCode)")
                }
            case .deserializationFailed(let reason): .badResponse(SecretRedaction.redact(reason, keys: keys))
            default: .transport(error)
            }
        return APIError(api, reason)
    }

    /// `url` as a message shows it: without its query and fragment, without `keys` (KLIPY's
    /// share puts its key in the path), and at most 100 characters (the server chose it).
    private static func shown(_ url: String, redacting keys: [String]) -> String {
        let bare = SecretRedaction.redact(String(url.prefix { $0 != "?" && $0 != "#" }), keys: keys)
        return bare.count > 100 ? String(bare.prefix(100)) + "…" : bare
    }
}
