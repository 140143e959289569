internal import HTTP
import RxCore

/// Why the service could not do what it was asked: every error that leaves GifSearchKit is one.
/// `description` is the one-line message (never with an API key); `kind` is what exit statuses
/// and the fallback to another provider go by.
public struct SearchFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of failure it is.
    public enum Kind: Sendable, Equatable {
        /// An argument beyond the provider's limits, caught before any request.
        case invalidArgument
        /// A missing or rejected API key.
        case key
        /// No such GIF, rendition, file or page.
        case notFound
        /// A response or file that cannot be read as what it should be.
        case badData
        /// The server refused the request itself (a 4xx other than a key or not found).
        case refused
        /// Rate limited, a server failure or no connection, after the retries.
        case unavailable
        /// A file or directory could not be written.
        case cannotWrite
    }

    public let kind: Kind
    /// The provider the failure came from, when it came from one.
    public let provider: ProviderName?
    /// The one-line message.
    public let message: String
    /// A few words for a status line: while a request is retried ("rate limited", "server
    /// error 503", "timed out", "network error"), or while a key is asked for ("no Giphy API
    /// key").
    public let brief: String
    /// Whether it refuses a value of the command line (a provider's limit, an id that is no
    /// id), which a command reports as the argument parser reports its own.
    public private(set) var refusesArgument = false

    public var description: String { message }

    /// A value of the command line refused before any request, for `reason`.
    static func refusedArgument(_ reason: String, provider: ProviderName? = nil) -> SearchFailure {
        var failure = SearchFailure(kind: .invalidArgument, provider: provider, message: reason)
        failure.refusesArgument = true
        return failure
    }

    /// A failure with these parts.
    public init(kind: Kind, provider: ProviderName? = nil, message: String, brief: String = "failed") {
        self.kind = kind
        self.provider = provider
        self.message = message
        self.brief = brief
    }

    /// `error` in the service's terms: a provider's error with its kind, a media fetch's HTTP
    /// failure by its status, a file's failure by what went wrong.
    public init(_ error: Swift.Error) {
        switch error {
        case let error as SearchFailure:
            self = error
        case let error as APIError:
            self.init(api: error)
        case let error as HTTPError:
            self.init(kind: Self.kind(ofMedia: error), message: error.description, brief: Self.brief(error))
        case let error as MediaError:
            self.init(kind: Self.kind(of: error), message: error.description)
        default:
            self.init(kind: .badData, message: String(describing: error))
        }
    }

    /// A provider's error.
    private init(api error: APIError) {
        let cause: HTTPError? = if case .transport(let cause) = error.reason { cause } else { nil }
        let kind: Kind =
            switch error.reason {
            case .invalidArgument: .invalidArgument
            case .missingAPIKey, .invalidAPIKey: .key
            case .notFound: .notFound
            case .badResponse: .badData
            case .badRequest, .noSuchEndpoint: .refused
            case .rateLimited, .serverFailure, .transport, .refused: .unavailable
            }
        let brief =
            switch error.reason {
            case .missingAPIKey: "no \(error.api.name) API key"
            case .invalidAPIKey: "the \(error.api.name) API key was rejected"
            default: cause.map(Self.brief) ?? "failed"
            }
        self.init(kind: kind, provider: ProviderName(api: error.api), message: error.description, brief: brief)
        refusesArgument = kind == .invalidArgument
    }

    private static func kind(ofMedia error: HTTPError) -> Kind {
        switch error {
        case .requestFailed(let response, _) where response.failure == .notFound: .notFound
        case .bodyTooLarge, .deserializationFailed: .badData
        default: .unavailable
        }
    }

    private static func kind(of error: MediaError) -> Kind {
        switch error {
        case .unreadable(.tooLarge), .notAGIF, .notOfType: .badData
        case .unreadable, .noRendition, .noRenditionWithin, .noGIF: .notFound
        case .notDownloadable, .noURL: .invalidArgument
        case .cannotCreateDirectory, .cannotWrite, .otherFileThere: .cannotWrite
        }
    }

    /// What a retry waits out, in a few words.
    static func brief(_ error: HTTPError) -> String {
        switch error {
        case .requestFailed(let response, _):
            if case .rateLimited = response.failure { return "rate limited" }
            return "server error \(response.statusCode)"
        case .timeout: return "timed out"
        default: return "network error"
        }
    }
}

extension ObservableType {
    /// The sequence with its error as a `SearchFailure`: what every public Observable of the
    /// service ends with when it fails.
    func failingAsSearchFailure() -> Observable<Element> {
        `catch` { .error(SearchFailure($0)) }
    }
}
