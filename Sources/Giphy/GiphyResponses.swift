import FoundationEssentials
import HTTP

/// A list of GIFs with its pagination: search, trending, by ids.
struct GiphyListResponse: Decodable {
    var data: [GiphyGIF]
    var pagination: GiphyPagination?
    var meta: GiphyMeta?
}

/// `/v1/randomid`: an id for one installation, for the Action Register.
struct GiphyRandomIDResponse: Decodable {
    struct RandomID: Decodable {
        var randomID: String

        private enum CodingKeys: String, CodingKey { case randomID = "random_id" }
    }

    var data: RandomID
}

/// One GIF, or none: `random` and `translate` send `data: []` when nothing matches, by id sends
/// an object. Anything else in `data`, an object that is no GIF among them, is bad data, not
/// "nothing found".
struct GiphySingleResponse: Decodable {
    var data: GiphyGIF?
    var meta: GiphyMeta?

    private enum CodingKeys: String, CodingKey { case data, meta }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        meta = try container.decodeIfPresent(GiphyMeta.self, forKey: .meta)
        if let nothing = try? container.decodeIfPresent([JSONValue].self, forKey: .data), nothing.isEmpty {
            data = nil
        } else {
            data = try container.decodeIfPresent(GiphyGIF.self, forKey: .data)
        }
    }
}

/// Search-tag autocomplete: `data` is a list of `{"name": …}`.
struct GiphyTagsResponse: Decodable {
    struct Tag: Decodable {
        var name: String
    }

    var data: [Tag]
    var meta: GiphyMeta?
}

/// Trending searches: `data` is a list of strings.
struct GiphyTermsResponse: Decodable {
    var data: [String]
    var meta: GiphyMeta?
}

/// The error bodies Giphy sends: `{"message": …}`, `{"meta": {"status", "msg"}}`, or an
/// envelope with `data: []` and a meta.
struct GiphyErrorBody: Decodable {
    var message: String?
    var meta: GiphyMeta?

    /// The most useful text of an error body.
    static func message(in data: Data) -> String? {
        guard let body = try? JSONDecoder().decode(GiphyErrorBody.self, from: data) else { return nil }
        return body.message ?? body.meta?.message
    }

    /// Whether `error` is an answer of Giphy's own: a failed status whose body carries Giphy's
    /// `meta` with a response id (a 404 without one comes from another server).
    static func isGiphys(_ error: Swift.Error) -> Bool {
        guard case HTTPError.requestFailed(_, let data) = error,
            let body = try? JSONDecoder().decode(GiphyErrorBody.self, from: data)
        else { return false }
        return !(body.meta?.responseID ?? "").isEmpty
    }
}

/// A response that carries a `meta` block.
protocol GiphyEnvelope: Decodable {
    var meta: GiphyMeta? { get }
}

extension GiphyListResponse: GiphyEnvelope {}
extension GiphySingleResponse: GiphyEnvelope {}
extension GiphyTagsResponse: GiphyEnvelope {}
extension GiphyTermsResponse: GiphyEnvelope {}
