import FoundationEssentials
import HTTP
import RxCore

/// Whether GIFs or stickers are asked for.
public enum GiphyKind: String, Sendable {
    case gifs
    case stickers
}

/// A value from Giphy, and its age when it came from the cache because the network failed.
public struct GiphyResult<Value: Sendable>: Sendable {
    public var value: Value
    /// Seconds since the stored response was fetched, when the network failed and it stood in
    /// (or when working offline); `nil` for fresh results.
    public var staleAge: Double?

    /// A result with the given parts.
    public init(value: Value, staleAge: Double?) {
        self.value = value
        self.staleAge = staleAge
    }
}

/// A page of GIFs.
public struct GiphyPage: Sendable, Equatable {
    public var gifs: [GiphyGIF]
    public var pagination: GiphyPagination
}

/// Giphy's API as Observables: each call validates Giphy's limits first, then requests through
/// the session with retries for transient failures, the cache, and Giphy's error mapping.
public final class GiphyClient: Sendable {
    private let connection: APIConnection
    private let apiKey: String?
    private let baseURL: String
    private let refusal: String?

    /// A client for the API at `baseURL` (e.g. `https://api.giphy.com`) over `connection`; with
    /// `refusal`, every request fails at once with it as its message (`APIError.Reason.refused`).
    public init(connection: APIConnection, apiKey: String?, baseURL: String, refusal: String? = nil) {
        self.connection = connection
        self.apiKey = apiKey
        self.baseURL = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        self.refusal = refusal
    }

    /// `/v1/{gifs|stickers}/search`.
    public func search(
        _ query: String, kind: GiphyKind = .gifs, limit: Int = 25, offset: Int = 0, rating: String? = nil,
        lang: String? = nil
    ) -> Observable<GiphyResult<GiphyPage>> {
        do {
            try GiphyLimits.check(query: query)
            try GiphyLimits.check(limit: limit, offset: offset, maxOffset: GiphyLimits.maxSearchOffset)
            try GiphyLimits.check(lang: lang)
        } catch {
            return .error(error)
        }
        let parameters =
            [("q", query), ("limit", String(limit)), ("offset", String(offset))]
            + [("rating", rating), ("lang", lang)].compactMap { name, value in value.map { (name, $0) } }
        return page(path: "/v1/\(kind.rawValue)/search", parameters)
    }

    /// Every page of a search, each requested after the previous one, until `total_count` or
    /// Giphy's offset cap.
    public func searchAll(
        _ query: String, kind: GiphyKind = .gifs, pageSize: Int = GiphyLimits.maxLimit, rating: String? = nil,
        lang: String? = nil
    ) -> Observable<GiphyResult<GiphyPage>> {
        func pages(from offset: Int) -> Observable<GiphyResult<GiphyPage>> {
            search(query, kind: kind, limit: pageSize, offset: offset, rating: rating, lang: lang).concatMap { result in
                let next = offset + result.value.gifs.count
                let done =
                    result.value.gifs.isEmpty || next >= result.value.pagination.totalCount
                    || next > GiphyLimits.maxSearchOffset
                return done ? Observable.just(result) : Observable.just(result).concat(pages(from: next))
            }
        }
        return pages(from: 0)
    }

    /// `/v1/{gifs|stickers}/trending`.
    public func trending(kind: GiphyKind = .gifs, limit: Int = 25, offset: Int = 0, rating: String? = nil)
        -> Observable<GiphyResult<GiphyPage>>
    {
        do {
            try GiphyLimits.check(limit: limit, offset: offset, maxOffset: GiphyLimits.maxTrendingOffset)
        } catch {
            return .error(error)
        }
        let parameters =
            [("limit", String(limit)), ("offset", String(offset))] + (rating.map { [("rating", $0)] } ?? [])
        return page(path: "/v1/\(kind.rawValue)/trending", parameters)
    }

    /// `/v1/{gifs|stickers}/random`: one GIF, or `nil` when nothing matches the tag.
    public func random(tag: String? = nil, kind: GiphyKind = .gifs, rating: String? = nil)
        -> Observable<GiphyResult<GiphyGIF?>>
    {
        if let tag {
            do { try GiphyLimits.check(query: tag) } catch { return .error(error) }
        }
        let parameters = [("tag", tag), ("rating", rating)].compactMap { name, value in value.map { (name, $0) } }
        return fetch("/v1/\(kind.rawValue)/random", parameters, as: GiphySingleResponse.self).map {
            GiphyResult(value: $0.value.data, staleAge: $0.staleAge)
        }
    }

    /// `/v1/{gifs|stickers}/translate` with weirdness 0–10.
    public func translate(_ phrase: String, weirdness: Int? = nil, kind: GiphyKind = .gifs)
        -> Observable<GiphyResult<GiphyGIF?>>
    {
        do {
            try GiphyLimits.check(query: phrase)
            if let weirdness, !(0...10).contains(weirdness) {
                throw APIError(.giphy, .invalidArgument("--weirdness must be between 0 and 10 (got \(weirdness))"))
            }
        } catch {
            return .error(error)
        }
        let parameters = [("s", phrase)] + (weirdness.map { [("weirdness", String($0))] } ?? [])
        return fetch("/v1/\(kind.rawValue)/translate", parameters, as: GiphySingleResponse.self).map {
            GiphyResult(value: $0.value.data, staleAge: $0.staleAge)
        }
    }

    /// `/v1/gifs/{id}`.
    public func gif(id: String) -> Observable<GiphyResult<GiphyGIF>> {
        guard GiphyLimits.isValid(id: id) else {
            return .error(APIError(.giphy, .invalidArgument("not a Giphy id: \(id)")))
        }
        return fetch("/v1/gifs/\(id)", [], as: GiphySingleResponse.self, notFoundMeansNoGIF: true).map { result in
            guard let gif = result.value.data else { throw APIError(.giphy, .notFound) }
            return GiphyResult(value: gif, staleAge: result.staleAge)
        }
    }

    /// `/v1/gifs?ids=…`, at most 100 ids.
    public func gifs(ids: [String]) -> Observable<GiphyResult<GiphyPage>> {
        guard !ids.isEmpty, ids.count <= GiphyLimits.maxIDs else {
            return .error(
                APIError(.giphy, .invalidArgument("give between 1 and \(GiphyLimits.maxIDs) ids (got \(ids.count))")))
        }
        if let bad = ids.first(where: { !GiphyLimits.isValid(id: $0) }) {
            return .error(APIError(.giphy, .invalidArgument("not a Giphy id: \(bad)")))
        }
        return page(path: "/v1/gifs", [("ids", ids.joined(separator: ","))])
    }

    /// `/v1/gifs/search/tags`: tags that complete `prefix`.
    public func searchTags(_ prefix: String) -> Observable<GiphyResult<[String]>> {
        do { try GiphyLimits.check(query: prefix) } catch { return .error(error) }
        return fetch("/v1/gifs/search/tags", [("q", prefix)], as: GiphyTagsResponse.self).map {
            GiphyResult(value: $0.value.data.map(\.name), staleAge: $0.staleAge)
        }
    }

    /// `/v1/randomid`: a new id for this installation, for the Action Register. Asked once, and
    /// only when a person acts on a GIF, so neither cached nor retried: within `timeout` seconds.
    public func randomID(timeout: Double) -> Observable<String> {
        guard let apiKey, !apiKey.isEmpty else {
            return .error(connection.missingKey(of: .giphy))
        }
        let base = baseURL + "/v1/randomid"
        connection.log?(base + "?api_key=***")
        let request = HTTPRequest(url: QueryURL.make(base, [("api_key", apiKey)])).limited(to: timeout)
        return connection.session.rx.decodable(request: request, type: GiphyRandomIDResponse.self)
            .map(\.data.randomID)
            .catch { [connection] error in
                .error(connection.failure(error, of: .giphy, redacting: [apiKey]))
            }
    }

    /// `/v1/trending/searches`.
    public func trendingSearches() -> Observable<GiphyResult<[String]>> {
        fetch("/v1/trending/searches", [], as: GiphyTermsResponse.self).map {
            GiphyResult(value: $0.value.data, staleAge: $0.staleAge)
        }
    }

    private func page(path: String, _ parameters: [(String, String)]) -> Observable<GiphyResult<GiphyPage>> {
        fetch(path, parameters, as: GiphyListResponse.self).map { result in
            let list = result.value
            let pagination =
                list.pagination ?? GiphyPagination(totalCount: list.data.count, count: list.data.count, offset: 0)
            return GiphyResult(value: GiphyPage(gifs: list.data, pagination: pagination), staleAge: result.staleAge)
        }
    }

    /// Requests `path` through the cache mode, decodes `type`, and maps every failure to
    /// `APIError`; a 404 is "no such GIF" only where `notFoundMeansNoGIF` (Giphy documents it
    /// for `/v1/gifs/{id}` alone) and only when Giphy itself answered it. Without a key it fails
    /// at once, unless offline: the cache answers without it.
    private func fetch<T: GiphyEnvelope & Sendable>(
        _ path: String, _ parameters: [(String, String)], as type: T.Type, notFoundMeansNoGIF: Bool = false
    ) -> Observable<GiphyResult<T>> {
        if let refusal { return .error(APIError(.giphy, .refused(refusal))) }
        let apiKey = apiKey.flatMap { $0.isEmpty ? nil : $0 }
        guard apiKey != nil || !connection.needsKey else {
            return .error(connection.missingKey(of: .giphy))
        }
        return connection.response(baseURL + path, parameters, keyName: "api_key", key: apiKey)
            .map { result -> GiphyResult<T> in
                guard result.response.isSuccess else {
                    throw HTTPError.requestFailed(response: result.response, data: result.data)
                }
                let decoded: T
                do {
                    decoded = try JSONDecoder().decode(type, from: result.data)
                } catch {
                    throw APIError(.giphy, .badResponse(DecodingProblem.describe(error, from: result.response.url)))
                }
                guard let responseID = decoded.meta?.responseID, !responseID.isEmpty else {
                    throw APIError(.giphy, .serverFailure(status: 200))
                }
                return GiphyResult(value: decoded, staleAge: result.staleAge)
            }
            .catch { [connection] error in
                let noGIF = notFoundMeansNoGIF && GiphyErrorBody.isGiphys(error)
                return .error(
                    connection.failure(
                        error, of: .giphy, redacting: apiKey.map { [$0] } ?? [], notFoundMeansNoGIF: noGIF))
            }
    }
}
