internal import HTTP
import RxCore

/// A GIF service as Observables of pages of `GIFResult`s. Pages are asked for by the token the
/// previous page gave (`ResultPage.next`); `nil` asks for the first.
protocol GIFProvider: Sendable {
    var name: ProviderName { get }
    func search(_ query: String, kind: MediaKind, limit: Int, page: String?, rating: Rating?, lang: String?)
        -> Observable<ResultPage>
    func trending(kind: MediaKind, limit: Int, page: String?, rating: Rating?) -> Observable<ResultPage>
    /// The GIFs with `ids`, in the provider's own form (without its prefix).
    func gifs(ids: [String]) -> Observable<ResultPage>
    /// The most ids `gifs(ids:)` takes at once.
    var maxIDs: Int { get }
    /// Search terms that complete `prefix`.
    func autocomplete(_ prefix: String) -> Observable<[String]>
    /// What people search for now.
    func trendingTerms() -> Observable<[String]>
    /// A random GIF, optionally with `tag`: a page of one, or of none (`.random` providers).
    func random(tag: String?, kind: MediaKind, rating: Rating?) -> Observable<ResultPage>
    /// The GIF `phrase` translates to: a page of one, or of none (`.translate` providers).
    func translate(_ phrase: String, weirdness: Int?, kind: MediaKind) -> Observable<ResultPage>
    /// The call that tells the provider of `action` on `gif`, or `nil` when it asks for none.
    func actionCall(_ action: RegisteredAction, of gif: GIFResult, query: String?, context: ActionContext)
        -> Observable<Void>?
    /// A new id for this installation in the provider's action calls.
    func newActionUserID(timeout: Double) -> Observable<String>
    /// The file on this machine that `url`, a media URL of one of its GIFs, names; `nil` for
    /// any other URL (a web provider's are all other).
    func file(of url: String) -> String?
}

extension GIFProvider {
    func file(of url: String) -> String? { nil }

    func random(tag: String?, kind: MediaKind, rating: Rating?) -> Observable<ResultPage> {
        .error(SearchFailure.refusedArgument("\(name.displayName) has no random GIFs", provider: name))
    }

    func translate(_ phrase: String, weirdness: Int?, kind: MediaKind) -> Observable<ResultPage> {
        .error(SearchFailure.refusedArgument("\(name.displayName) does not translate", provider: name))
    }
}

/// What a provider's action call is made with.
struct ActionContext {
    /// The id the provider knows this installation by, obtained once.
    let userID: Observable<String>
    /// When the action happened, in milliseconds since 1970.
    let milliseconds: Int
    /// The session the call may use, made when first asked for.
    let session: @Sendable () -> CurlSession
    /// Told of each call as it starts (its URL, no key).
    let report: (@Sendable (String) -> Void)?
    /// How long the call may take, and the most its answer may be.
    let timeout: Double
    let bodyLimit: Int
}

/// Ids as people type them: each provider's with its prefix (`klipy:…`; Giphy's have none).
public enum GIFID {
    /// The provider `id` belongs to and its own form of it, or `nil` when it is no id.
    public static func parse(_ id: String) -> (provider: ProviderName, id: String)? {
        let prefixed = ProviderName.allCases.filter { !$0.profile.idPrefix.isEmpty }
        let name =
            prefixed.first { id.hasPrefix($0.profile.idPrefix) }
            ?? ProviderName.allCases.first { $0.profile.idPrefix.isEmpty }
        guard let name else { return nil }
        let own = String(id.dropFirst(name.profile.idPrefix.count))
        return name.profile.isValidID(own) ? (name, own) : nil
    }

    /// The id people type for `id` of `provider`.
    static func typed(_ id: String, provider: ProviderName) -> String {
        provider.profile.idPrefix + id
    }

    /// What an id is, in a message: "a Giphy, KLIPY or local id".
    static var kinds: String {
        ProviderName.allCases.map { $0.hasWebAPI ? $0.displayName : $0.rawValue }.spokenList
    }
}
