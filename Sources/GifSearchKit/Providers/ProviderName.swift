internal import Giphy
internal import HTTP

/// The providers gifsearch asks: the web APIs in the order `auto` prefers them, and the
/// person's own folders. Everything that differs between them is in each one's
/// `ProviderProfile`; the rest of the code asks the profile, never the name.
public enum ProviderName: String, Sendable, CaseIterable {
    case giphy
    case klipy
    case local

    /// What sets this provider apart.
    var profile: ProviderProfile {
        switch self {
        case .giphy: .giphy
        case .klipy: .klipy
        case .local: .local
        }
    }

    /// The provider of the person's own GIFs: the one `auto` asks when no web provider has a
    /// key, and whose matches the picker shows above a web provider's results.
    public static let ownGIFs = ProviderName.local

    /// The providers behind a web API, which take a key, in the order `auto` prefers them.
    public static let web = allCases.filter(\.hasWebAPI)

    /// Whether it is asked over the network, with a key.
    public var hasWebAPI: Bool { profile.api != nil }

    /// The provider gifsearch began with: the one `auto` asks first and `--api-key` is for with
    /// `auto`, whose ids carry no prefix, and whose library rows from before providers were
    /// named are.
    public static let original = ProviderName.giphy

    /// The most results a search reaches, whichever provider answers: the last offset Giphy
    /// serves, plus one, to which KLIPY is held as well.
    static let searchCap = GiphyLimits.maxSearchOffset + 1

    /// The most trending results there are (Giphy's cap, for every provider).
    static let trendingCap = GiphyLimits.maxTrendingOffset + 1

    /// How messages name it.
    public var displayName: String { profile.displayName }

    /// What `--provider NAME` means, for the help.
    public var choiceHelp: String { profile.choiceHelp }

    /// The environment variable that holds its key (`GIPHY_API_KEY`); `nil` without a web API
    /// (here and below).
    public var keyVariable: String? { profile.api?.keyVariable }

    /// The config file's name for its key (`api_key`).
    public var configKey: String? { profile.api?.configKey }

    /// The environment variable that sets its base URL, and the URL when nothing does.
    public var urlVariable: String? { profile.api?.urlVariable }
    public var defaultURL: String? { profile.api?.defaultURL }

    /// Its web API, as its errors name it.
    var api: WebAPI? { profile.api }

    /// The provider whose web API `api` is; `nil` for another API.
    init?(api: WebAPI) {
        guard let name = Self.web.first(where: { $0.api == api }) else { return nil }
        self = name
    }

    /// The provider's own names for the rendition gifsearch calls `rendition`, best first.
    public func formats(for rendition: Rendition) -> [String] {
        profile.formats(rendition)
    }
}
