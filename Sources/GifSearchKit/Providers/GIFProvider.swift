internal import Giphy
import RxCore

/// A GIF service as Observables of pages of `GIFResult`s. Pages are asked for by the token the
/// previous page gave (`ResultPage.next`); `nil` asks for the first.
public protocol GIFProvider: Sendable {
    var name: ProviderName { get }
    func search(_ query: String, kind: MediaKind, limit: Int, page: String?, rating: String?, lang: String?)
        -> Observable<ResultPage>
    func trending(kind: MediaKind, limit: Int, page: String?, rating: String?) -> Observable<ResultPage>
    /// The GIFs with `ids`, in the provider's own form (without a `klipy:` prefix).
    func gifs(ids: [String]) -> Observable<ResultPage>
    /// The most ids `gifs(ids:)` takes at once.
    var maxIDs: Int { get }
    /// Search terms that complete `prefix`.
    func autocomplete(_ prefix: String) -> Observable<[String]>
    /// What people search for now.
    func trendingTerms() -> Observable<[String]>
}

/// Ids as people type them: Giphy's as they are, KLIPY's after `klipy:`.
public enum GIFID {
    static let klipyPrefix = "klipy:"

    /// The provider `id` belongs to and its own form of it, or `nil` when it is no id.
    public static func parse(_ id: String) -> (provider: ProviderName, id: String)? {
        if id.hasPrefix(klipyPrefix) {
            let own = String(id.dropFirst(klipyPrefix.count))
            return KlipyProvider.isValid(id: own) ? (.klipy, own) : nil
        }
        return GiphyLimits.isValid(id: id) ? (.giphy, id) : nil
    }

    /// The id people type for `id` of `provider`.
    static func typed(_ id: String, provider: ProviderName) -> String {
        provider == .klipy ? klipyPrefix + id : id
    }
}
