import RxCore

/// What the feed delivers for one term: its new GIFs, or why its search failed.
public enum FeedItem: Sendable {
    /// The term's results not delivered under an earlier term; `staleAge` as for pages.
    case found(term: String, gifs: [GIFResult], staleAge: Double?)
    case failed(term: String, error: SearchFailure)
}

extension GifSearchService {
    /// The most searches the feed runs at once.
    public static let feedConcurrency = 4

    /// One feed merged from many searches: the first `terms` trending search terms, a search of
    /// `perTerm` results for each (at most four at once), delivered as each search completes.
    /// A GIF found by two terms comes once, under the term whose search delivered it first. A
    /// failing term is a `.failed` item, and the others go on; only the trending terms failing
    /// fails the feed.
    public func feed(terms: Int = 5, perTerm: Int = 5, kind: MediaKind = .gifs, rating: Rating? = nil)
        -> Observable<FeedItem>
    {
        trendingTerms()
            .flatMap { all in Observable.from(Array(all.prefix(terms))) }
            .map { term -> Observable<FeedItem> in
                self.search(term, kind: kind, limit: perTerm, rating: rating)
                    .map { FeedItem.found(term: term, gifs: $0.gifs, staleAge: $0.staleAge) }
                    .catch { error in .just(.failed(term: term, error: SearchFailure(error))) }
            }
            .merge(maxConcurrent: Self.feedConcurrency)
            .scan((seen: Set<String>(), item: FeedItem?.none)) { state, item in
                guard case .found(let term, let gifs, let staleAge) = item else { return (state.seen, item) }
                var seen = state.seen
                let new = gifs.filter { seen.insert($0.id).inserted }
                return (seen, .found(term: term, gifs: new, staleAge: staleAge))
            }
            .compactMap(\.item)
    }
}
