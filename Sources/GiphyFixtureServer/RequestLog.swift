import NIOConcurrencyHelpers

/// The requests the server saw and the connections it accepted, for `GET /__log` and
/// `GET /__stats`.
final class RequestLog: @unchecked Sendable {
    /// One request as logged.
    struct Entry: Encodable {
        let path: String
        let query: [String: String]
        let headers: [String: String]
    }

    private let entries = NIOLockedValueBox<[Entry]>([])
    private let connections = NIOLockedValueBox(0)

    func record(_ entry: Entry) {
        entries.withLockedValue { $0.append(entry) }
    }

    func connectionOpened() {
        connections.withLockedValue { $0 += 1 }
    }

    var all: [Entry] { entries.withLockedValue { $0 } }
    var connectionCount: Int { connections.withLockedValue { $0 } }
}
