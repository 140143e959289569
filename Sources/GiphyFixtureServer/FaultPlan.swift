import NIOConcurrencyHelpers

/// The faults set with `POST /__control`, each applied to the next `times` requests whose path
/// starts with its `path`.
final class FaultPlan: @unchecked Sendable {
    /// One fault.
    struct Fault: Decodable {
        enum Kind: String, Decodable {
            case status, hang, reset, truncate, malformed, slowbody, synthetic
        }

        var path: String
        var kind: Kind = .status
        var status: Int = 500
        var times: Int = 1
        var retryAfter: Int?
        var ms: Int = 0

        private enum CodingKeys: String, CodingKey {
            case path, kind, status, times, ms
            case retryAfter = "retry_after"
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            path = try container.decode(String.self, forKey: .path)
            kind = try container.decodeIfPresent(Kind.self, forKey: .kind) ?? .status
            status = try container.decodeIfPresent(Int.self, forKey: .status) ?? 500
            times = try container.decodeIfPresent(Int.self, forKey: .times) ?? 1
            retryAfter = try container.decodeIfPresent(Int.self, forKey: .retryAfter)
            ms = try container.decodeIfPresent(Int.self, forKey: .ms) ?? 0
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

    /// The fault for a request to `path`, counting it as used.
    func take(for path: String) -> Fault? {
        faults.withLockedValue { faults in
            guard let index = faults.firstIndex(where: { path.hasPrefix($0.path) && $0.times > 0 }) else { return nil }
            faults[index].times -= 1
            return faults[index]
        }
    }
}
