/// KLIPY's `/v2/…` endpoints (Tenor v2-compatible) over the same catalog, with its own key,
/// its validation and its JSON: numbers as numbers, `dims` pairs, `next` positions.
struct KlipyAPI {
    let catalog: Catalog
    let baseURL: String

    /// The media formats served, and the catalog rendition each is.
    static let formats = [
        ("gif", "original"), ("mediumgif", "fixed_height"), ("tinygif", "fixed_width_small"),
        ("nanogif", "preview_gif"),
    ]

    /// Answers `/v2/<parts…>` once the key was checked.
    func respond(parts: [String], query: [String: String]) -> FixtureResponse {
        let stickers = query["searchfilter"] == "sticker"
        let filter = query["media_filter"].map { Set($0.split(separator: ",").map(String.init)) }
        switch parts {
        case ["search"]:
            guard let q = query["q"], !q.isEmpty else { return invalid("q is required") }
            return paged(catalog.search(q, stickers: stickers), query, formats: filter)
        case ["featured"]:
            return paged(catalog.trending.filter { $0.isSticker == stickers }, query, formats: filter)
        case ["posts"]:
            let ids = (query["ids"] ?? "").split(separator: ",").map(String.init)
            guard (1...50).contains(ids.count) else { return invalid("give 1 to 50 ids") }
            return ok(["results": ids.compactMap(catalog.entry(id:)).map { post($0, formats: filter) }, "next": ""])
        case ["autocomplete"]:
            let prefix = (query["q"] ?? "").lowercased()
            return ok(["results": Set(catalog.entries.flatMap(\.tags)).filter { $0.hasPrefix(prefix) }.sorted()])
        case ["trending_terms"]:
            return ok(["results": Catalog.topics.map(\.tag)])
        default:
            return .json(404, GiphyJSON.encode(["error": ["code": 404, "message": "Not Found"]]))
        }
    }

    /// A page from `pos` (an offset here; opaque to clients), `next` empty at the end.
    private func paged(_ matches: [Catalog.Entry], _ query: [String: String], formats: Set<String>?)
        -> FixtureResponse
    {
        let limit = Int(query["limit"] ?? "20") ?? -1
        guard (1...50).contains(limit) else { return invalid("limit must be between 1 and 50") }
        guard let position = Int(query["pos"] ?? "0"), position >= 0 else { return invalid("bad pos") }
        let page = matches.dropFirst(position).prefix(limit)
        let end = position + page.count
        return ok(["results": page.map { post($0, formats: formats) }, "next": end < matches.count ? String(end) : ""])
    }

    /// A post as KLIPY sends it, with the formats asked for (all when `formats` is `nil`). Every
    /// third untitled, so that clients fall back to its description.
    private func post(_ entry: Catalog.Entry, formats wanted: Set<String>?) -> [String: Any] {
        var formats: [String: Any] = [:]
        for (format, name) in Self.formats {
            guard let rendition = entry.renditions[name] else { continue }
            formats[format] = [
                "url": "\(baseURL)/media/\(entry.id)/\(name).gif\(entry.mediaURLSuffix)",
                "dims": [rendition.width, rendition.height], "duration": Double(rendition.frames) / 10,
                "size": rendition.bytes.count,
            ]
        }
        for (ending, _) in Videos.types {
            guard let video = entry.videos[ending], let original = entry.renditions["original"] else { continue }
            formats[ending] = [
                "url": "\(baseURL)/media/\(entry.id)/original.\(ending)", "dims": [original.width, original.height],
                "size": video.count,
            ]
        }
        if let wanted { formats = formats.filter { wanted.contains($0.key) } }
        let untitled = entry.id.unicodeScalars.last.map { $0.value % 3 == 0 } ?? false
        return [
            "id": entry.id, "title": untitled ? "" : entry.title, "content_description": entry.alt ?? "",
            "tags": entry.tags, "itemurl": "\(baseURL)/klipy/\(entry.id)", "url": "\(baseURL)/klipy/\(entry.id)",
            "created": 1_700_000_000.5, "media_formats": formats, "content_rating": entry.rating,
        ]
    }

    private func ok(_ object: [String: Any]) -> FixtureResponse { .json(200, GiphyJSON.encode(object)) }

    private func invalid(_ message: String) -> FixtureResponse {
        .json(400, GiphyJSON.encode(["error": ["code": 400, "message": message]]))
    }
}
