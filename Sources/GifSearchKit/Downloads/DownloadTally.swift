/// Where a batch of downloads stands: what the command's progress bars and the picker's status
/// line show.
public struct DownloadTally: Sendable, Equatable {
    /// A download under way.
    public struct Transfer: Sendable, Equatable {
        public let item: Int
        public let name: String
        public var received: Int
        public var total: Int?
    }

    /// How many GIFs the batch has.
    public let total: Int
    /// Saved, or found there already.
    public private(set) var done = 0
    public private(set) var failed = 0
    /// The downloads under way, in the order they started.
    public private(set) var transfers: [Transfer] = []
    /// Bytes received over the whole batch.
    public private(set) var bytes = 0
    /// The last event that ended a GIF's download.
    public private(set) var last: DownloadEvent?
    /// The path each GIF was saved to (or found at), by its place in the batch.
    private var written: [Int: String] = [:]

    public init(total: Int) {
        self.total = total
    }

    /// How many GIFs are done or failed.
    public var finished: Int { done + failed }

    /// The paths of the GIFs saved or found there already, in the order they were asked for.
    public var writtenPaths: [String] {
        written.sorted { $0.key < $1.key }.map(\.value)
    }

    public mutating func record(_ event: DownloadEvent) {
        let index = transfers.firstIndex { $0.item == event.item }
        switch event.outcome {
        case .progress(let received, let total):
            bytes += received - (index.map { transfers[$0].received } ?? 0)
            let transfer = Transfer(item: event.item, name: event.name, received: received, total: total)
            if let index { transfers[index] = transfer } else { transfers.append(transfer) }
            return
        case .saved(let path), .unchanged(let path):
            done += 1
            written[event.item] = path
        case .failed: failed += 1
        }
        if let index { transfers.remove(at: index) }
        last = event
    }
}
