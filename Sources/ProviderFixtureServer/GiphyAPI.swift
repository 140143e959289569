/// The `/v1/…` endpoints over the catalog, with Giphy's validation.
struct GiphyAPI {
    let catalog: Catalog
    let baseURL: String
    let responseID: String

    /// Answers `/v1/<parts…>`; `stuck`, searches and trending answer as a server whose paging
    /// does not advance.
    func respond(parts: [String], query: [String: String], stuck: Bool = false) -> FixtureResponse {
        switch parts {
        case ["gifs", "search"], ["stickers", "search"]:
            return search(query, stickers: parts[0] == "stickers", stuck: stuck)
        case ["gifs", "trending"], ["stickers", "trending"]:
            return trending(query, stickers: parts[0] == "stickers", stuck: stuck)
        case ["gifs", "random"], ["stickers", "random"]:
            return single(catalog.search(query["tag"] ?? "", stickers: parts[0] == "stickers").first)
        case ["gifs", "translate"], ["stickers", "translate"]:
            return single(catalog.search(query["s"] ?? "", stickers: parts[0] == "stickers").last)
        case ["gifs", "search", "tags"]:
            let prefix = (query["q"] ?? "").lowercased()
            let tags = Set(catalog.entries.flatMap(\.tags)).filter { $0.hasPrefix(prefix) }.sorted().prefix(5)
            return ok(["data": tags.map { ["name": $0] }, "meta": GiphyJSON.meta(responseID: responseID)])
        case ["randomid"]:
            let id = (0..<4).map { _ in String(UInt32.random(in: .min ... .max), radix: 16) }.joined()
            return ok(["data": ["random_id": id], "meta": GiphyJSON.meta(responseID: responseID)])
        case ["trending", "searches"]:
            return ok(["data": Catalog.topics.map(\.tag), "meta": GiphyJSON.meta(responseID: responseID)])
        case ["gifs"]:
            let ids = (query["ids"] ?? "").split(separator: ",").map(String.init)
            guard ids.count <= 100 else { return invalid("too many ids") }
            let found = ids.compactMap(catalog.entry(id:)).map { GiphyJSON.gif($0, baseURL: baseURL) }
            return ok(GiphyJSON.page(found, total: found.count, offset: 0, responseID: responseID))
        case let path where path.count == 2 && path[0] == "gifs":
            guard let entry = catalog.entry(id: path[1]) else {
                return .json(
                    404,
                    GiphyJSON.encode([
                        "data": [], "meta": GiphyJSON.meta(status: 404, message: "Not Found", responseID: responseID),
                    ]))
            }
            return ok(["data": GiphyJSON.gif(entry, baseURL: baseURL), "meta": GiphyJSON.meta(responseID: responseID)])
        default:
            return .json(404, GiphyJSON.encode(["message": "Not Found"]))
        }
    }

    private func search(_ query: [String: String], stickers: Bool, stuck: Bool) -> FixtureResponse {
        guard let q = query["q"], !q.isEmpty else { return invalid("q is required") }
        guard q.count <= 50 else { return .json(414, GiphyJSON.encode(["message": "URI Too Long"])) }
        let matches = catalog.search(q, stickers: stickers)
        return stuck ? self.stuck(matches, query) : paged(matches, query, maxOffset: 4999)
    }

    private func trending(_ query: [String: String], stickers: Bool, stuck: Bool) -> FixtureResponse {
        let matches = catalog.trending.filter { $0.isSticker == stickers }
        return stuck ? self.stuck(matches, query) : paged(matches, query, maxOffset: 499)
    }

    /// What a server whose paging is stuck sends, as a recorded real Giphy body did: whatever
    /// offset is asked, the first matches over and over to fill the page, at offset 0 of 5,000.
    private func stuck(_ matches: [Catalog.Entry], _ query: [String: String]) -> FixtureResponse {
        let limit = min(50, max(1, Int(query["limit"] ?? "25") ?? 25))
        let page =
            matches.isEmpty ? [] : (0..<limit).map { GiphyJSON.gif(matches[$0 % matches.count], baseURL: baseURL) }
        return ok(GiphyJSON.page(page, total: 5000, offset: 0, responseID: responseID))
    }

    private func paged(_ matches: [Catalog.Entry], _ query: [String: String], maxOffset: Int) -> FixtureResponse {
        let limit = Int(query["limit"] ?? "25") ?? -1
        let offset = Int(query["offset"] ?? "0") ?? -1
        guard (1...50).contains(limit) else { return invalid("limit must be between 1 and 50") }
        guard (0...maxOffset).contains(offset) else { return invalid("offset must be between 0 and \(maxOffset)") }
        let page = matches.dropFirst(offset).prefix(limit).map { GiphyJSON.gif($0, baseURL: baseURL) }
        return ok(GiphyJSON.page(Array(page), total: matches.count, offset: offset, responseID: responseID))
    }

    /// `random` and `translate`: one object, or `[]` when nothing matches.
    private func single(_ entry: Catalog.Entry?) -> FixtureResponse {
        let data: Any = entry.map { GiphyJSON.gif($0, baseURL: baseURL) } ?? [Any]()
        return ok(["data": data, "meta": GiphyJSON.meta(responseID: responseID)])
    }

    private func ok(_ object: [String: Any]) -> FixtureResponse { .json(200, GiphyJSON.encode(object)) }

    private func invalid(_ message: String) -> FixtureResponse {
        .json(
            400,
            GiphyJSON.encode([
                "data": [], "meta": GiphyJSON.meta(status: 400, message: message, responseID: responseID),
            ]))
    }
}
