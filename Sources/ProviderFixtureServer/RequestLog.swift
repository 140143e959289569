import NIOConcurrencyHelpers

/// The requests the server saw, the connections it accepted, the most API requests it was
/// answering at once, and the body bytes it sent, for `GET /__log` and `GET /__stats`.
final class RequestLog: @unchecked Sendable {
    /// One request as logged.
    struct Entry: Encodable {
        let method: String
        let path: String
        let query: [String: String]
        let headers: [String: String]
        /// The body, as text (KLIPY's share event is a JSON body).
        let body: String
    }

    private let entries = NIOLockedValueBox<[Entry]>([])
    private let connections = NIOLockedValueBox(0)
    private let bodyBytes = NIOLockedValueBox(0)
    /// API requests being answered now, and the most there ever were at once.
    private let concurrency = NIOLockedValueBox((now: 0, most: 0))

    func record(_ entry: Entry) {
        entries.withLockedValue { $0.append(entry) }
    }

    /// Body bytes written to a connection.
    func sent(_ count: Int) {
        bodyBytes.withLockedValue { $0 += count }
    }

    func connectionOpened() {
        connections.withLockedValue { $0 += 1 }
    }

    /// An API request arrived; `finished` says it was answered.
    func started() {
        concurrency.withLockedValue { $0 = ($0.now + 1, max($0.most, $0.now + 1)) }
    }

    func finished() {
        concurrency.withLockedValue { $0.now -= 1 }
    }

    var all: [Entry] { entries.withLockedValue { $0 } }
    var mostAtOnce: Int { concurrency.withLockedValue { $0.most } }
    /// API requests (media included) whose responses are still being sent.
    var answering: Int { concurrency.withLockedValue { $0.now } }
    var connectionCount: Int { connections.withLockedValue { $0 } }
    /// Body bytes written so far, of every response.
    var bytesSent: Int { bodyBytes.withLockedValue { $0 } }
}
