import FoundationEssentials

/// The Action Register's URLs a GIF carries: what to call when a person views (`onload`),
/// clicks (`onclick`) or sends (`onsent`) it. Each may be missing; a hostile server's URL is
/// checked by whoever calls it.
public struct GiphyAnalytics: Sendable, Equatable, Decodable {
    public var onload: String?
    public var onclick: String?
    public var onsent: String?

    private enum CodingKeys: String, CodingKey { case onload, onclick, onsent }
    private enum URLKey: String, CodingKey { case url }

    public init(onload: String? = nil, onclick: String? = nil, onsent: String? = nil) {
        self.onload = onload
        self.onclick = onclick
        self.onsent = onsent
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func url(_ key: CodingKeys) -> String? {
            let action = try? container.nestedContainer(keyedBy: URLKey.self, forKey: key)
            return action?.lenientString(forKey: .url).flatMap { $0.isEmpty ? nil : $0 }
        }
        onload = url(.onload)
        onclick = url(.onclick)
        onsent = url(.onsent)
    }
}
