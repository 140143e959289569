/// What one GIF of a batch of downloads reports.
public struct DownloadEvent: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        /// Bytes received so far, and the total when the server announced it.
        case progress(received: Int, total: Int?)
        /// The GIF was written to `path`.
        case saved(path: String)
        /// An identical file was at `path` already and was left alone.
        case unchanged(path: String)
        case failed(SearchFailure)
    }

    /// Which of the references asked for, from 0.
    public let item: Int
    /// The GIF's id once it is known; for a failure, the reference as it was given.
    public let name: String
    public let outcome: Outcome

    public init(item: Int, name: String, outcome: Outcome) {
        self.item = item
        self.name = name
        self.outcome = outcome
    }
}

extension DownloadEvent {
    /// The event for `step` of the download of `item`.
    init(item: Int, step: DownloadStep) {
        switch step {
        case .progress(let id, let received, let total):
            self.init(item: item, name: id, outcome: .progress(received: received, total: total))
        case .saved(let id, let path): self.init(item: item, name: id, outcome: .saved(path: path))
        case .unchanged(let id, let path): self.init(item: item, name: id, outcome: .unchanged(path: path))
        }
    }
}
