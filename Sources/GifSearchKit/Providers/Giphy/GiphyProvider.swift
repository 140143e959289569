internal import Giphy
internal import HTTP
import RxCore

/// Giphy behind `GIFProvider`: pages by offset (the token is the offset in decimal).
struct GiphyProvider: GIFProvider {
    let client: GiphyClient
    var name: ProviderName { .giphy }
    var maxIDs: Int { GiphyLimits.maxIDs }

    func search(_ query: String, kind: MediaKind, limit: Int, page: String?, rating: Rating?, lang: String?)
        -> Observable<ResultPage>
    {
        guard let offset = Self.offset(page) else { return .error(Self.badPage(page)) }
        return client.search(
            query, kind: kind.giphy, limit: limit, offset: offset, rating: rating?.rawValue, lang: lang
        ).map {
            Self.page($0, asked: offset, maxOffset: GiphyLimits.maxSearchOffset)
        }
    }

    func trending(kind: MediaKind, limit: Int, page: String?, rating: Rating?) -> Observable<ResultPage> {
        guard let offset = Self.offset(page) else { return .error(Self.badPage(page)) }
        return client.trending(kind: kind.giphy, limit: limit, offset: offset, rating: rating?.rawValue).map {
            Self.page($0, asked: offset, maxOffset: GiphyLimits.maxTrendingOffset)
        }
    }

    func gifs(ids: [String]) -> Observable<ResultPage> {
        guard ids.count == 1 else {
            return client.gifs(ids: ids).map {
                ResultPage(gifs: $0.value.gifs.map(GIFResult.init(giphy:)), staleAge: $0.staleAge)
            }
        }
        return client.gif(id: ids[0]).map { ResultPage(gifs: [GIFResult(giphy: $0.value)], staleAge: $0.staleAge) }
    }

    func autocomplete(_ prefix: String) -> Observable<[String]> {
        client.searchTags(prefix).map(\.value)
    }

    func trendingTerms() -> Observable<[String]> {
        client.trendingSearches().map(\.value)
    }

    /// A random GIF, optionally with `tag`: a page of one, or of none.
    func random(tag: String?, kind: MediaKind, rating: Rating?) -> Observable<ResultPage> {
        client.random(tag: tag, kind: kind.giphy, rating: rating?.rawValue).map(Self.single)
    }

    /// The GIF Giphy translates `phrase` to: a page of one, or of none.
    func translate(_ phrase: String, weirdness: Int?, kind: MediaKind) -> Observable<ResultPage> {
        client.translate(phrase, weirdness: weirdness, kind: kind.giphy).map(Self.single)
    }

    private static func offset(_ page: String?) -> Int? {
        page.map { Int($0) } ?? 0
    }

    private static func badPage(_ page: String?) -> APIError {
        APIError(.giphy, .invalidArgument("not a Giphy page offset: \(page ?? "")"))
    }

    /// A page asked for at offset `asked`; it has a next one only when the server's pagination
    /// is at that offset (a server whose paging does not advance would otherwise be asked on).
    private static func page(_ result: GiphyResult<GiphyPage>, asked: Int, maxOffset: Int) -> ResultPage {
        let pagination = result.value.pagination
        let next = pagination.offset + result.value.gifs.count
        let hasMore =
            !result.value.gifs.isEmpty && pagination.offset == asked && next < pagination.totalCount
            && next <= maxOffset
        return ResultPage(
            gifs: result.value.gifs.map(GIFResult.init(giphy:)), staleAge: result.staleAge,
            next: hasMore ? String(next) : nil)
    }

    private static func single(_ result: GiphyResult<GiphyGIF?>) -> ResultPage {
        ResultPage(gifs: result.value.map { [GIFResult(giphy: $0)] } ?? [], staleAge: result.staleAge)
    }
}

extension GIFResult {
    /// A Giphy GIF: its renditions with a URL (and their MP4 and WebP), its uploader's name.
    init(giphy gif: GiphyGIF) {
        var renditions: [String: GIFRendition] = [:]
        for (name, rendition) in gif.images {
            guard let url = rendition.url else { continue }
            var made = GIFRendition(
                url: url, width: rendition.width, height: rendition.height, size: rendition.size,
                frames: rendition.frames)
            for (type, url, size) in [
                (MediaFileType.mp4, rendition.mp4, rendition.mp4Size), (.webp, rendition.webp, rendition.webpSize),
            ] {
                guard let url else { continue }
                made.formats[type] = GIFRendition(
                    url: url, width: rendition.width, height: rendition.height, size: size, frames: rendition.frames)
            }
            renditions[name] = made
        }
        self.init(
            id: gif.id, title: gif.title, page: gif.url, renditions: renditions, rating: gif.rating,
            username: gif.user?.username ?? gif.username.flatMap { $0.isEmpty ? nil : $0 }, isSticker: gif.isSticker,
            provider: .giphy)
        alt = Self.alt(gif.altText)
        actionURLs[.view] = gif.analytics?.onload
        actionURLs[.click] = gif.analytics?.onclick
        actionURLs[.send] = gif.analytics?.onsent
    }
}

extension MediaKind {
    /// Giphy's name for the kind.
    fileprivate var giphy: GiphyKind {
        switch self {
        case .gifs: .gifs
        case .stickers: .stickers
        }
    }
}
