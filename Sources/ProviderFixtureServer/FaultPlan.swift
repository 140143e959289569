import NIOConcurrencyHelpers

/// The faults set with `POST /__control`, each applied to the next `times` requests whose path
/// starts with its `path` (and, when it has a `query` such as `q=dogs`, whose query has that
/// parameter).
final class FaultPlan: @unchecked Sendable {
    /// One fault.
    struct Fault: Decodable {
        enum Kind: String, Decodable {
            case status, hang, reset, truncate, malformed, slowbody, synthetic, echo, lie, stuck, cachecontrol
        }

        var path: String
        var query: String?
        var kind: Kind = .status
        var status: Int = 500
        var times: Int = 1
        var retryAfter: Int?
        var ms: Int = 0
        /// For `lie`: the length announced; for `slowbody`: the bytes sent at a time.
        var size: Int?
        /// For `cachecontrol`: the `Cache-Control` header the response carries instead.
        var value: String?

        private enum CodingKeys: String, CodingKey {
            case path, query, kind, status, times, ms, size, value
            case retryAfter = "retry_after"
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            path = try container.decode(String.self, forKey: .path)
            query = try container.decodeIfPresent(String.self, forKey: .query)
            kind = try container.decodeIfPresent(Kind.self, forKey: .kind) ?? .status
            status = try container.decodeIfPresent(Int.self, forKey: .status) ?? 500
            times = try container.decodeIfPresent(Int.self, forKey: .times) ?? 1
            retryAfter = try container.decodeIfPresent(Int.self, forKey: .retryAfter)
            ms = try container.decodeIfPresent(Int.self, forKey: .ms) ?? 0
            size = try container.decodeIfPresent(Int.self, forKey: .size)
            value = try container.decodeIfPresent(String.self, forKey: .value)
        }
    }

    /// The body of `POST /__control`.
    struct Control: Decodable {
        var faults: [Fault]
    }

    private let faults = NIOLockedValueBox<[Fault]>([])

    /// Replaces every fault.
    func set(_ newFaults: [Fault]) {
        faults.withLockedValue { $0 = newFaults }
    }

    /// The fault for a request to `path` with `query` (its parameters), counting it as used.
    func take(for path: String, query: [String: String]) -> Fault? {
        faults.withLockedValue { faults in
            let matches = { (fault: Fault) -> Bool in
                guard path.hasPrefix(fault.path), fault.times > 0 else { return false }
                guard let wanted = fault.query else { return true }
                let pair = wanted.split(separator: "=", maxSplits: 1).map(String.init)
                return pair.count == 2 && query[pair[0]] == pair[1]
            }
            guard let index = faults.firstIndex(where: matches) else { return nil }
            faults[index].times -= 1
            return faults[index]
        }
    }
}
