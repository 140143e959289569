/// Removes secrets from URLs before they are shown or used as cache keys.
enum URLRedaction {
    /// The query parameters that carry API keys: Giphy's `api_key`, KLIPY's `key`.
    static let secretParameters: Set<String> = ["api_key", "key"]

    /// `url` without its key parameters.
    static func redact(_ url: String) -> String {
        guard let question = url.firstIndex(of: "?") else { return url }
        let base = url[..<question]
        let afterQuery = url[url.index(after: question)...]
        let (query, fragment) =
            afterQuery.firstIndex(of: "#").map { (afterQuery[..<$0], afterQuery[$0...]) } ?? (afterQuery, "")
        let kept = query.split(separator: "&", omittingEmptySubsequences: true).filter {
            !secretParameters.contains(
                $0.split(separator: "=", maxSplits: 1).first.map(String.init)?.lowercased() ?? "")
        }
        return base + (kept.isEmpty ? "" : "?" + kept.joined(separator: "&")) + fragment
    }
}
