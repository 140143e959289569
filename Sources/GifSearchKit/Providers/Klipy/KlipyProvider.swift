internal import Giphy
internal import HTTP
internal import Klipy
import RxCore

/// KLIPY behind `GIFProvider`: pages by KLIPY's `pos` tokens, `--rating` as its content filter.
struct KlipyProvider: GIFProvider {
    let client: KlipyClient
    /// The base URL, as action reports name it.
    let baseURL: String
    var name: ProviderName { .klipy }

    var maxIDs: Int { KlipyClient.maxIDs }

    func search(_ query: String, kind: MediaKind, limit: Int, page: String?, rating: Rating?, lang: String?)
        -> Observable<ResultPage>
    {
        client.search(
            query, limit: limit, position: page, contentFilter: Self.contentFilter(rating), locale: lang,
            stickers: kind == .stickers
        )
        .map { Self.page($0, stickers: kind == .stickers, asked: page) }
    }

    func trending(kind: MediaKind, limit: Int, page: String?, rating: Rating?) -> Observable<ResultPage> {
        client.featured(
            limit: limit, position: page, contentFilter: Self.contentFilter(rating), stickers: kind == .stickers
        )
        .map { Self.page($0, stickers: kind == .stickers, asked: page) }
    }

    func gifs(ids: [String]) -> Observable<ResultPage> {
        client.posts(ids: ids).map { page in
            guard !page.posts.isEmpty else { throw APIError(.klipy, .notFound) }
            return Self.page(page, stickers: false)
        }
    }

    func autocomplete(_ prefix: String) -> Observable<[String]> {
        client.autocomplete(prefix).map(\.terms)
    }

    func trendingTerms() -> Observable<[String]> {
        client.trendingTerms().map(\.terms)
    }

    /// Giphy's ratings as KLIPY's content filters (`high` is the strictest); `low` by default.
    static func contentFilter(_ rating: Rating?) -> String {
        switch rating {
        case .g: "high"
        case .pg: "medium"
        case .r: "off"
        case .pg13, nil: "low"
        }
    }

    /// A page asked for with the token `asked`; a next token that is the same one ends the paging.
    private static func page(_ page: KlipyPage, stickers: Bool, asked: String? = nil) -> ResultPage {
        ResultPage(
            gifs: page.posts.map { GIFResult(klipy: $0, isSticker: stickers) }, staleAge: page.staleAge,
            next: page.next == asked ? nil : page.next)
    }
}

extension GIFResult {
    /// A KLIPY post: the title, else its description, else its id; its formats with a URL.
    init(klipy post: KlipyPost, isSticker: Bool) {
        var renditions: [String: GIFRendition] = [:]
        for (name, media) in post.mediaFormats {
            guard let url = media.url else { continue }
            renditions[name] = GIFRendition(url: url, width: media.width, height: media.height, size: media.size)
        }
        let title = [post.title, post.contentDescription ?? ""].first { !$0.isEmpty } ?? post.id
        self.init(
            id: GIFID.typed(post.id, provider: .klipy), title: title, page: post.itemURL ?? post.url,
            renditions: renditions, rating: post.contentRating, isSticker: isSticker, provider: .klipy)
        alt = Self.alt(post.contentDescription)
        tags = post.tags
    }
}
