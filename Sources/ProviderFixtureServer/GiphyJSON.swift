import Foundation

/// Giphy's JSON shapes for the catalog's entries.
enum GiphyJSON {
    /// The query Giphy's media URLs carry (`cid`, `rid`, `ct`), which clients must keep: GIPHY
    /// forbids stripping or changing it.
    static func mediaQuery(_ entry: Catalog.Entry, _ rendition: String) -> String {
        "cid=fx\(entry.id)&ep=v1_gifs_search&rid=\(rendition).gif&ct=\(entry.isSticker ? "s" : "g")"
    }

    /// The GIF object Giphy sends, with string-typed rendition numbers.
    static func gif(_ entry: Catalog.Entry, baseURL: String) -> [String: Any] {
        var images: [String: Any] = [:]
        for (name, rendition) in entry.renditions {
            var image: [String: Any] = [
                "url": "\(baseURL)/media/\(entry.id)/\(name).gif?\(mediaQuery(entry, name))\(entry.mediaURLSuffix)",
                "width": String(rendition.width), "height": String(rendition.height),
                "size": String(rendition.bytes.count), "frames": String(rendition.frames),
            ]
            for (ending, _) in Videos.types where name == "original" {
                guard let video = entry.videos[ending] else { continue }
                image[ending] = "\(baseURL)/media/\(entry.id)/\(name).\(ending)"
                image[ending + "_size"] = String(video.count)
            }
            images[name] = image
        }
        // Real responses carry renditions that are empty objects; clients must accept them.
        images["hd"] = [String: Any]()
        var object: [String: Any] = [
            "type": entry.isSticker ? "sticker" : "gif", "id": entry.id, "url": "\(baseURL)/gifs/\(entry.id)",
            "slug": "\(entry.tags[0])-\(entry.id)", "bitly_gif_url": "\(baseURL)/b/\(entry.id)",
            "bitly_url": "\(baseURL)/b/\(entry.id)", "embed_url": "\(baseURL)/embed/\(entry.id)",
            "username": entry.username ?? "", "source": "", "title": entry.title, "rating": entry.rating,
            "content_url": "", "source_tld": "", "source_post_url": "", "is_sticker": entry.isSticker ? 1 : 0,
            "import_datetime": "2024-01-02 03:04:05", "trending_datetime": "0000-00-00 00:00:00",
            "images": images, "analytics_response_payload": "e=\(entry.id)", "analytics": analytics(entry, baseURL),
            "alt_text": entry.alt ?? "",
        ]
        if let username = entry.username {
            object["user"] = [
                "avatar_url": "\(baseURL)/avatars/\(username).png", "banner_image": "", "banner_url": "",
                "profile_url": "\(baseURL)/\(username)/", "username": username, "display_name": username,
                "description": "", "instagram_url": "", "website_url": "", "is_verified": false,
            ]
        }
        return object
    }

    /// The path the analytics URLs point at (Giphy's own are on `giphy-analytics.giphy.com`).
    static let pingbackPath = "/pingback_simple"

    /// The Action Register's URLs for a view, a click and a send of `entry`, as Giphy sends
    /// them: a payload and the action type, to which clients append `random_id` and `ts`.
    static func analytics(_ entry: Catalog.Entry, _ baseURL: String) -> [String: Any] {
        let actions = [("onload", "SEEN"), ("onclick", "CLICK"), ("onsent", "SENT")]
        var analytics: [String: Any] = [:]
        for (name, type) in actions {
            analytics[name] = [
                "url": "\(baseURL)\(pingbackPath)?analytics_response_payload=e%3D\(entry.id)&action_type=\(type)"
            ]
        }
        return analytics
    }

    /// The `meta` object of a response.
    static func meta(status: Int = 200, message: String = "OK", responseID: String) -> [String: Any] {
        ["status": status, "msg": message, "response_id": responseID]
    }

    /// A list response with pagination.
    static func page(_ data: [[String: Any]], total: Int, offset: Int, responseID: String) -> [String: Any] {
        [
            "data": data, "pagination": ["total_count": total, "count": data.count, "offset": offset],
            "meta": meta(responseID: responseID),
        ]
    }

    static func encode(_ object: Any) -> [UInt8] {
        // Safe: the server builds these objects from strings, numbers, booleans and collections.
        [UInt8](try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
    }
}
