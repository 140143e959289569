/// Removes secrets from URLs before they are shown or used as cache keys.
enum URLRedaction {
    /// `url` without its `api_key` query parameter.
    static func redact(_ url: String) -> String {
        guard let question = url.firstIndex(of: "?") else { return url }
        let base = url[..<question]
        let afterQuery = url[url.index(after: question)...]
        let (query, fragment) =
            afterQuery.firstIndex(of: "#").map { (afterQuery[..<$0], afterQuery[$0...]) } ?? (afterQuery, "")
        let kept = query.split(separator: "&", omittingEmptySubsequences: true).filter {
            $0.split(separator: "=", maxSplits: 1).first.map(String.init)?.lowercased() != "api_key"
        }
        return base + (kept.isEmpty ? "" : "?" + kept.joined(separator: "&")) + fragment
    }
}
