import GifSearchKit

/// The picker's status line while Ctrl-D downloads: how many are done, bytes so far, and the
/// last file written or error.
struct DownloadStatus {
    /// What a download reports.
    enum Event: Sendable {
        case step(DownloadStep)
        case failed(id: String, message: String)
    }

    let total: Int
    private var done = 0
    private var failed = 0
    private var received: [String: Int] = [:]
    private var last = ""

    init(total: Int) {
        self.total = total
    }

    mutating func record(_ event: Event) {
        switch event {
        case .step(.progress(let id, let bytes, _)):
            received[id] = bytes
        case .step(.saved(_, let path)):
            done += 1
            last = "saved \(TerminalText.sanitize(path))"
        case .step(.unchanged(_, let path)):
            done += 1
            last = "already there: \(TerminalText.sanitize(path))"
        case .failed(let id, let message):
            failed += 1
            last = "\(TerminalText.sanitize(id)): \(message)"
        }
    }

    var text: String {
        let finished = done + failed
        let kilobytes = received.values.reduce(0, +) / 1024
        let head =
            finished < total ? "downloading \(finished + 1)/\(total) (\(kilobytes) KiB)" : "downloaded \(done)/\(total)"
        return [head, failed > 0 ? "\(failed) failed" : "", last].filter { !$0.isEmpty }.joined(separator: " · ")
    }
}
