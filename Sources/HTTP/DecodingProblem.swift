import FoundationEssentials

/// What was wrong with a response body that did not decode, in a few words a person reads:
/// `not JSON (from 127.0.0.1:4000)`, `no 'data' (from api.giphy.com:443)`; never a
/// `DecodingError`'s dump.
public enum DecodingProblem {
    /// The problem `error` (from `JSONDecoder`) names in the body that came from `url`.
    public static func describe(_ error: Swift.Error, from url: String) -> String {
        "\(problem(error)) (from \(TransportFailure.endpoint(of: url)))"
    }

    private static func problem(_ error: Swift.Error) -> String {
        guard let error = error as? DecodingError else { return "not what was expected" }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty: return "not JSON"
        case .dataCorrupted(let context): return "a bad value at '\(path(context.codingPath))'"
        case .keyNotFound(let key, let context): return "no '\(path(context.codingPath + [key]))'"
        case .typeMismatch(_, let context): return "a value of the wrong type at '\(path(context.codingPath))'"
        case .valueNotFound(_, let context): return "null at '\(path(context.codingPath))'"
        @unknown default: return "not what was expected"
        }
    }

    /// `data.0.images`: keys by name, array items by index.
    private static func path(_ keys: [CodingKey]) -> String {
        keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
}
