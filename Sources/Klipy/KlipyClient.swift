import FoundationEssentials
import HTTP
import RxCore

/// KLIPY's API (Tenor v2-compatible) as Observables: limits checked first, then each request
/// through the session with retries for transient failures, the cache, and KLIPY's error mapping.
public final class KlipyClient: Sendable {
    /// The most results a page may ask for.
    public static let maxLimit = 50
    /// The most ids one lookup takes.
    public static let maxIDs = 50
    /// The media formats asked for (`media_filter`): the GIF sizes gifsearch shows.
    public static let mediaFilter = "gif,mediumgif,tinygif,nanogif"
    public static let maxQueryLength = 100

    private let connection: APIConnection
    private let apiKey: String?
    private let baseURL: String

    /// A client for the API at `baseURL` (e.g. `https://api.klipy.com`; `/v2/…` is appended)
    /// over `connection`.
    public init(connection: APIConnection, apiKey: String?, baseURL: String) {
        self.connection = connection
        self.apiKey = apiKey
        self.baseURL = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
    }

    /// `/v2/search`: `stickers` searches stickers (`searchfilter=sticker`); `position` is the
    /// previous page's `next`.
    public func search(
        _ query: String, limit: Int = 25, position: String? = nil, contentFilter: String? = nil,
        locale: String? = nil, stickers: Bool = false
    ) -> Observable<KlipyPage> {
        do {
            try Self.check(query: query)
            try Self.check(limit: limit)
            try Self.check(locale: locale)
        } catch {
            return .error(error)
        }
        return page(
            "/v2/search",
            [("q", query), ("limit", String(limit))]
                + Self.optional(position: position, contentFilter: contentFilter, locale: locale, stickers: stickers))
    }

    /// `/v2/featured`: what is trending.
    public func featured(
        limit: Int = 25, position: String? = nil, contentFilter: String? = nil, stickers: Bool = false
    ) -> Observable<KlipyPage> {
        do { try Self.check(limit: limit) } catch { return .error(error) }
        return page(
            "/v2/featured",
            [("limit", String(limit))]
                + Self.optional(position: position, contentFilter: contentFilter, locale: nil, stickers: stickers))
    }

    /// Where the share event of `slug` goes, after `/api/v1/{key}`.
    public static func sharePath(slug: String, stickers: Bool) -> String {
        "/\(stickers ? "stickers" : "gifs")/share/\(slug)"
    }

    /// KLIPY's share event: a person sent the post `slug` (found with `query`, when known).
    /// `POST /api/v1/{key}/{gifs|stickers}/share/{slug}` with `customer_id` and `q`: KLIPY's own
    /// API, which takes the key in the path. Neither cached nor retried:
    /// within `timeout` seconds.
    public func share(slug: String, customerID: String, query: String?, stickers: Bool, timeout: Double)
        -> Observable<Void>
    {
        guard let apiKey, !apiKey.isEmpty else {
            return .error(connection.missingKey(of: .klipy))
        }
        guard Self.isValid(id: slug) else {
            return .error(APIError(.klipy, .invalidArgument("not a KLIPY id: \(slug)")))
        }
        let path = Self.sharePath(slug: slug, stickers: stickers)
        let key = QueryURL.encode(apiKey)
        var fields = ["customer_id": customerID]
        if let query { fields["q"] = query }
        let request = HTTPRequest(
            url: baseURL + "/api/v1/" + key + path, method: .post,
            headers: [("Content-Type", "application/json")], body: (try? JSONEncoder().encode(fields)).map(Array.init)
        ).limited(to: timeout)
        return connection.session.rx.data(request: request).map { _ in }
            .catch { [connection] error in
                .error(connection.failure(error, of: .klipy, redacting: [apiKey, key]))
            }
    }

    /// `/v2/posts?ids=…`.
    public func posts(ids: [String]) -> Observable<KlipyPage> {
        guard !ids.isEmpty, ids.count <= Self.maxIDs else {
            return .error(
                APIError(.klipy, .invalidArgument("give between 1 and \(Self.maxIDs) ids (got \(ids.count))")))
        }
        if let bad = ids.first(where: { !Self.isValid(id: $0) }) {
            return .error(APIError(.klipy, .invalidArgument("not a KLIPY id: \(bad)")))
        }
        return page("/v2/posts", [("ids", ids.joined(separator: ","))])
    }

    /// `/v2/autocomplete`: terms that complete `prefix`.
    public func autocomplete(_ prefix: String, limit: Int = 10) -> Observable<(terms: [String], staleAge: Double?)> {
        do { try Self.check(query: prefix) } catch { return .error(error) }
        return terms("/v2/autocomplete", [("q", prefix), ("limit", String(limit))])
    }

    /// `/v2/trending_terms`.
    public func trendingTerms(limit: Int = 20) -> Observable<(terms: [String], staleAge: Double?)> {
        terms("/v2/trending_terms", [("limit", String(limit))])
    }

    /// KLIPY ids: letters, digits, `-` and `_`, at most 64.
    public static func isValid(id: String) -> Bool {
        !id.isEmpty && id.count <= 64
            && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }

    private static func check(query: String) throws(APIError) {
        guard query.contains(where: { !$0.isWhitespace }) else {
            throw APIError(.klipy, .invalidArgument("the search is empty"))
        }
        guard query.count <= maxQueryLength else {
            throw APIError(
                .klipy,
                .invalidArgument("the search is \(query.count) characters; KLIPY accepts at most \(maxQueryLength)"))
        }
    }

    /// KLIPY's `locale`: a language (ISO 639-1, `en`), or a language and a country (`en_US`).
    private static func check(locale: String?) throws(APIError) {
        guard let locale else { return }
        let parts = locale.split(separator: "_", omittingEmptySubsequences: false)
        let isCode = { (part: Substring, letters: ClosedRange<Character>) in
            part.count == 2 && part.allSatisfy { letters.contains($0) }
        }
        guard isCode(parts[0], "a"..."z"), parts.count == 1 || (parts.count == 2 && isCode(parts[1], "A"..."Z")) else {
            throw APIError(
                .klipy,
                .invalidArgument(
                    "--lang must be a language such as en, or en_US for KLIPY (got '\(locale.prefix(20))')"))
        }
    }

    private static func check(limit: Int) throws(APIError) {
        guard (1...maxLimit).contains(limit) else {
            throw APIError(.klipy, .invalidArgument("--limit must be between 1 and \(maxLimit) (got \(limit))"))
        }
    }

    private static func optional(position: String?, contentFilter: String?, locale: String?, stickers: Bool)
        -> [(String, String)]
    {
        [("pos", position), ("contentfilter", contentFilter), ("locale", locale)].compactMap { name, value in
            value.map { (name, $0) }
        } + (stickers ? [("searchfilter", "sticker")] : [])
    }

    private func page(_ path: String, _ parameters: [(String, String)]) -> Observable<KlipyPage> {
        fetch(path, parameters + [("media_filter", Self.mediaFilter)], as: KlipyListResponse.self).map {
            list, staleAge in
            KlipyPage(posts: list.results, next: list.next.flatMap { $0.isEmpty ? nil : $0 }, staleAge: staleAge)
        }
    }

    private func terms(_ path: String, _ parameters: [(String, String)]) -> Observable<
        (
            terms: [String], staleAge: Double?
        )
    > {
        fetch(path, parameters, as: KlipyTermsResponse.self).map { ($0.results, $1) }
    }

    /// Requests `path` through the cache mode, decodes `type`, and maps every failure to
    /// `APIError`. Without a key it fails at once, unless offline: the cache answers without it.
    private func fetch<T: Decodable & Sendable>(_ path: String, _ parameters: [(String, String)], as type: T.Type)
        -> Observable<(T, Double?)>
    {
        let apiKey = apiKey.flatMap { $0.isEmpty ? nil : $0 }
        guard apiKey != nil || !connection.needsKey else {
            return .error(connection.missingKey(of: .klipy))
        }
        return connection.response(baseURL + path, parameters, keyName: "key", key: apiKey).map {
            result -> (T, Double?) in
            guard result.response.isSuccess else {
                throw HTTPError.requestFailed(response: result.response, data: result.data)
            }
            do {
                return (try JSONDecoder().decode(type, from: result.data), result.staleAge)
            } catch {
                throw APIError(.klipy, .badResponse(DecodingProblem.describe(error, from: result.response.url)))
            }
        }
        .catch { [connection] error in
            .error(
                connection.failure(error, of: .klipy, redacting: apiKey.map { [$0] } ?? []))
        }
    }
}
