import HTTP

/// Giphy's limits, checked before any request (beyond them Giphy answers errors or, for the
/// offset, silently nothing).
public enum GiphyLimits {
    public static let maxLimit = 50
    public static let maxSearchOffset = 4999
    public static let maxTrendingOffset = 499
    public static let maxQueryLength = 50
    public static let maxIDs = 100

    static func check(query: String) throws(APIError) {
        guard query.contains(where: { !$0.isWhitespace }) else {
            throw APIError(.giphy, .invalidArgument("the search is empty"))
        }
        guard query.count <= maxQueryLength else {
            throw APIError(
                .giphy,
                .invalidArgument("the search is \(query.count) characters; Giphy accepts at most \(maxQueryLength)"))
        }
    }

    /// The languages Giphy's `lang` takes (developers.giphy.com, "Language Support").
    public static let languages = [
        "en", "es", "pt", "id", "fr", "ar", "tr", "th", "vi", "de", "it", "ja", "zh-CN", "zh-TW", "ru", "ko", "pl",
        "nl", "ro", "hu", "sv", "cs", "hi", "bn", "da", "fa", "tl", "fi", "he", "ms", "no", "uk",
    ]

    static func check(lang: String?) throws(APIError) {
        guard let lang, !languages.contains(lang) else { return }
        throw APIError(
            .giphy,
            .invalidArgument(
                "--lang must be one of Giphy's languages: \(languages.joined(separator: ", ")) "
                    + "(got '\(lang.prefix(20))')"))
    }

    static func check(limit: Int, offset: Int, maxOffset: Int) throws(APIError) {
        guard (1...maxLimit).contains(limit) else {
            throw APIError(.giphy, .invalidArgument("--limit must be between 1 and \(maxLimit) (got \(limit))"))
        }
        guard (0...maxOffset).contains(offset) else {
            throw APIError(.giphy, .invalidArgument("--offset must be between 0 and \(maxOffset) (got \(offset))"))
        }
    }

    /// Giphy ids are letters and digits (some with - or _).
    public static func isValid(id: String) -> Bool {
        !id.isEmpty && id.count <= 64
            && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }
}
