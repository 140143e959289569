import RxCore

/// The last decoded GIFs, least recently used going first once they take more than `maxBytes`;
/// a GIF larger than `maxBytes` on its own is not kept at all.
final class DecodedGIFCache: Sendable {
    private struct Entries {
        var byKey: [String: DecodedGIF] = [:]
        /// Keys, least recently used first.
        var order: [String] = []
        var bytes = 0
    }

    private let maxBytes: Int
    /// Guards the entries, used from the compute threads.
    private let entries = LockedState(Entries())

    init(maxBytes: Int) {
        self.maxBytes = maxBytes
    }

    func value(for key: String) -> DecodedGIF? {
        entries.withLock { entries in
            guard let hit = entries.byKey[key] else { return nil }
            entries.order.removeAll { $0 == key }
            entries.order.append(key)
            return hit
        }
    }

    func store(_ gif: DecodedGIF, for key: String) {
        guard gif.byteCount <= maxBytes else { return }
        entries.withLock { entries in
            if let old = entries.byKey.updateValue(gif, forKey: key) {
                entries.bytes -= old.byteCount
                entries.order.removeAll { $0 == key }
            }
            entries.order.append(key)
            entries.bytes += gif.byteCount
            while entries.bytes > maxBytes {
                let oldest = entries.order.removeFirst()
                entries.bytes -= entries.byKey.removeValue(forKey: oldest)?.byteCount ?? 0
            }
        }
    }
}
