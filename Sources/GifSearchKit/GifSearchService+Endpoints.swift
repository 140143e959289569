import Giphy
import RxCore

extension GifSearchService {
    /// One page of a search.
    public func search(
        _ query: String, kind: GiphyKind = .gifs, limit: Int = 25, offset: Int = 0, rating: String? = nil,
        lang: String? = nil
    ) -> Observable<ResultPage> {
        deferred { $0.search(query, kind: kind, limit: limit, offset: offset, rating: rating, lang: lang) }.map {
            Self.page($0, maxOffset: GiphyLimits.maxSearchOffset)
        }
    }

    /// Every page of a search, up to Giphy's offset cap, each requested after the one before.
    public func searchAll(_ query: String, kind: GiphyKind = .gifs, rating: String? = nil, lang: String? = nil)
        -> Observable<ResultPage>
    {
        deferred { $0.searchAll(query, kind: kind, rating: rating, lang: lang) }.map {
            Self.page($0, maxOffset: GiphyLimits.maxSearchOffset)
        }
    }

    /// One page of what is trending.
    public func trending(kind: GiphyKind = .gifs, limit: Int = 25, offset: Int = 0, rating: String? = nil)
        -> Observable<ResultPage>
    {
        deferred { $0.trending(kind: kind, limit: limit, offset: offset, rating: rating) }.map {
            Self.page($0, maxOffset: GiphyLimits.maxTrendingOffset)
        }
    }

    /// A random GIF, optionally with `tag`: a page of one, or of none when nothing matches.
    public func random(tag: String? = nil, kind: GiphyKind = .gifs, rating: String? = nil) -> Observable<ResultPage> {
        deferred { $0.random(tag: tag, kind: kind, rating: rating) }.map(Self.page)
    }

    /// The GIF Giphy translates `phrase` to: a page of one, or of none.
    public func translate(_ phrase: String, weirdness: Int? = nil, kind: GiphyKind = .gifs)
        -> Observable<ResultPage>
    {
        deferred { $0.translate(phrase, weirdness: weirdness, kind: kind) }.map(Self.page)
    }

    /// The GIFs with `ids` (at most 100).
    public func gifs(ids: [String]) -> Observable<ResultPage> {
        guard ids.count == 1 else {
            return deferred { $0.gifs(ids: ids) }.map { ResultPage(gifs: $0.value.gifs, staleAge: $0.staleAge) }
        }
        return deferred { $0.gif(id: ids[0]) }.map { ResultPage(gifs: [$0.value], staleAge: $0.staleAge) }
    }

    /// `request` made with the client in force when it is subscribed to, so that a retry after
    /// a new key (`use(apiKey:)`) uses that key.
    func deferred<Element>(_ request: @escaping @Sendable (GiphyClient) -> Observable<Element>) -> Observable<Element> {
        Observable.deferred { request(self.client) }
    }

    private static func page(_ result: GiphyResult<GiphyPage>, maxOffset: Int) -> ResultPage {
        let pagination = result.value.pagination
        let next = pagination.offset + result.value.gifs.count
        let hasMore = !result.value.gifs.isEmpty && next < pagination.totalCount && next <= maxOffset
        return ResultPage(gifs: result.value.gifs, staleAge: result.staleAge, nextOffset: hasMore ? next : nil)
    }

    private static func page(_ result: GiphyResult<GiphyGIF?>) -> ResultPage {
        ResultPage(gifs: result.value.map { [$0] } ?? [], staleAge: result.staleAge)
    }
}
