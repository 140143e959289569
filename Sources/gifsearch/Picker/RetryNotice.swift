import HTTP

/// What a retry is waiting out, in a few words for the status line.
enum RetryNotice {
    static func describe(_ error: Swift.Error) -> String {
        guard let error = error as? HTTPError else { return "failed" }
        switch error {
        case .requestFailed(let response, _) where response.statusCode == 429: return "rate limited"
        case .requestFailed(let response, _): return "server error \(response.statusCode)"
        case .timeout: return "timed out"
        default: return "network error"
        }
    }
}
