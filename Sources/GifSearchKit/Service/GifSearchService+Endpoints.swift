internal import HTTP
import RxCore

extension GifSearchService {
    /// One page of a search; `page` is the previous page's `next` (`nil`: the first page). A
    /// `rating` of `nil` is the settings' default rating, when there is one (here and below).
    public func search(
        _ query: String, kind: MediaKind = .gifs, limit: Int = 25, page: String? = nil, rating: Rating? = nil,
        lang: String? = nil
    ) -> Observable<ResultPage> {
        let rating = rating ?? settings.rating
        return request { $0.search(query, kind: kind, limit: limit, page: page, rating: rating, lang: lang) }
    }

    /// `count` results of a search from `page` on, in requests of at most `pageSize` (each after
    /// the one before, delivered as it arrives), until the provider has no more.
    func search(
        _ query: String, kind: MediaKind = .gifs, count: Int, page: String? = nil, rating: Rating? = nil,
        lang: String? = nil, pageSize: Int = pageSize
    ) -> Observable<ResultPage> {
        pages(count: count, from: page, pageSize: pageSize) { limit, page in
            self.search(query, kind: kind, limit: limit, page: page, rating: rating, lang: lang)
        }
    }

    /// `count` results of a search from result `offset` on (`nil`: every one up to
    /// `searchCap`), in pages as `search(_:kind:count:page:…)` makes them.
    public func search(
        _ query: String, kind: MediaKind = .gifs, count: Int?, offset: Int, rating: Rating? = nil, lang: String? = nil
    ) -> Observable<ResultPage> {
        search(
            query, kind: kind, count: count ?? Self.searchCap - offset, page: Self.page(at: offset), rating: rating,
            lang: lang)
    }

    /// The most results a search reaches (5,000): an offset or count beyond it is refused
    /// before any request.
    public static let searchCap = ProviderName.searchCap

    /// The most trending results there are (500).
    public static let trendingCap = ProviderName.trendingCap

    /// `count` trending results from result `offset` on.
    public func trending(kind: MediaKind = .gifs, count: Int, offset: Int, rating: Rating? = nil)
        -> Observable<ResultPage>
    {
        pages(count: count, from: Self.page(at: offset), pageSize: Self.pageSize) { limit, page in
            self.trending(kind: kind, limit: limit, page: page, rating: rating)
        }
    }

    /// The page token of the results from `offset` on: both providers take an offset as one.
    private static func page(at offset: Int) -> String? {
        offset == 0 ? nil : String(offset)
    }

    /// The pages `request(limit, page)` gives for `count` results from `first` on: at most
    /// `pageSize` a request, each made after the one before, until enough came, there is no
    /// next page, or a page adds nothing new. Each GIF comes once: the ids a page repeats (from
    /// itself or an earlier page) are left out of it.
    private func pages(
        count: Int, from first: String?, pageSize: Int,
        request: @escaping @Sendable (Int, String?) -> Observable<ResultPage>
    ) -> Observable<ResultPage> {
        Observable.deferred {
            let seen = LockedState(Set<String>())
            @Sendable func from(_ page: String?, remaining: Int) -> Observable<ResultPage> {
                request(min(pageSize, remaining), page).concatMap { result -> Observable<ResultPage> in
                    var fresh = result
                    fresh.gifs = seen.withLock { seen in result.gifs.filter { seen.insert($0.id).inserted } }
                    let left = remaining - fresh.gifs.count
                    guard left > 0, let next = result.next, !fresh.gifs.isEmpty else {
                        return fresh.gifs.isEmpty && page != first ? .empty() : .just(fresh)
                    }
                    return Observable.just(fresh).concat(from(next, remaining: left))
                }
            }
            return from(first, remaining: count)
        }
    }

    /// The most results one request asks for (Giphy's and KLIPY's cap).
    public static let pageSize = 50

    /// One page of what is trending.
    public func trending(kind: MediaKind = .gifs, limit: Int = 25, page: String? = nil, rating: Rating? = nil)
        -> Observable<ResultPage>
    {
        let rating = rating ?? settings.rating
        return request { $0.trending(kind: kind, limit: limit, page: page, rating: rating) }
    }

    /// A random GIF, optionally with `tag`: a page of one, or of none when nothing matches.
    /// Only some providers have it (Giphy).
    public func random(tag: String? = nil, kind: MediaKind = .gifs, rating: Rating? = nil) -> Observable<ResultPage> {
        let rating = rating ?? settings.rating
        return asking(the: .random) { $0.random(tag: tag, kind: kind, rating: rating) }
    }

    /// The GIF `phrase` translates to: a page of one, or of none. Only some providers have it
    /// (Giphy).
    public func translate(_ phrase: String, weirdness: Int? = nil, kind: MediaKind = .gifs)
        -> Observable<ResultPage>
    {
        asking(the: .translate) { $0.translate(phrase, weirdness: weirdness, kind: kind) }
    }

    /// The GIFs with `ids` as people type them (`klipy:…` for KLIPY's), each from its provider,
    /// in the order given. Fails when a provider cannot be asked, and for one id that is not
    /// there (naming it); ids that are not there among several are left out. `lookUp(ids:)`
    /// says what became of each id.
    public func gifs(ids: [String]) -> Observable<ResultPage> {
        lookUp(ids: ids).map { lookup in
            if let unasked = lookup.misses.first(where: { $0.failure.kind != .notFound }) { throw unasked.failure }
            if ids.count == 1, let missing = lookup.misses.first { throw missing.failure }
            return ResultPage(gifs: lookup.gifs, staleAge: lookup.staleAge)
        }
    }

    /// Search terms that complete `prefix`.
    public func autocomplete(_ prefix: String) -> Observable<[String]> {
        request { $0.autocomplete(prefix) }
    }

    /// What people search for now.
    public func trendingTerms() -> Observable<[String]> {
        request { $0.trendingTerms() }
    }

    /// `call` on the provider asked first, made when subscribed to (so that a retry after a new
    /// key uses it); with `auto` and both keys, on the other provider when the first fails with
    /// a rejected key, a rate limit or a network failure (said through `onFallback`).
    func request<Element>(_ call: @escaping @Sendable (GIFProvider) -> Observable<Element>) -> Observable<Element> {
        Observable.deferred {
            let names = self.providerNames
            let first = call(self.provider(names[0])).failingAsSearchFailure()
            guard names.count > 1 else { return first }
            return first.catch { error in
                let failure = SearchFailure(error)
                guard failure.movesToAnotherProvider else { return .error(failure) }
                self.settings.onFallback?(names[0], names[1], failure)
                return call(self.provider(names[1])).failingAsSearchFailure()
            }
        }
    }

    /// `call` on the first provider to ask that has `capability` (with `auto`, the first
    /// provider that has it when none with a key does); a provider chosen that lacks it is an
    /// `.invalidArgument` failure naming those that have it.
    private func asking(
        the capability: ProviderCapability, _ call: @escaping @Sendable (GIFProvider) -> Observable<ResultPage>
    ) -> Observable<ResultPage> {
        let able = ProviderName.allCases.filter { $0.profile.capabilities.contains(capability) }
        let candidates = settings.provider == .auto ? providerNames + able : providerNames
        guard let name = candidates.first(where: able.contains) else {
            let names = able.map(\.displayName).spokenList
            let choices = able.map { "--provider \($0.rawValue)" }.spokenList
            return .error(
                SearchFailure.refusedArgument(
                    "\(capability.rawValue) is \(names)'s alone; use \(choices)", provider: providerNames[0]))
        }
        return Observable.deferred { call(self.provider(name)) }.failingAsSearchFailure()
    }
}

extension SearchFailure {
    /// Whether `auto` asks the other provider after it: a rejected key, a rate limit or a
    /// network failure after the retries.
    var movesToAnotherProvider: Bool {
        kind == .key || kind == .unavailable
    }
}
