#if canImport(Glibc)
    import Glibc
#endif

/// The bytes of a GIF as they arrive, from a download say: one writer appends them, and any
/// number of decoders read them at their own pace, each waiting for bytes not yet there. A
/// decoder that reaches the end of a stream that ended early sees a truncated file.
public final class GIFStream: @unchecked Sendable {
    private var bytes: [UInt8] = []
    private var ended = false
    private var failureCause: (any Error & Sendable)?
    // Guard the state above; allocated once and never moved (pthread objects must not move).
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let arrived = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    /// A stream whose bytes are still to come.
    public init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(arrived, nil)
    }

    /// A stream of `bytes`, all there already.
    public convenience init(bytes: [UInt8]) {
        self.init()
        self.bytes = bytes
        ended = true
    }

    deinit {
        pthread_cond_destroy(arrived)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        arrived.deallocate()
    }

    /// Adds the next bytes and wakes the readers waiting for them.
    public func append(_ chunk: some Collection<UInt8>) {
        locked {
            guard !ended else { return }
            bytes.append(contentsOf: chunk)
        }
        pthread_cond_broadcast(arrived)
    }

    /// Says that every byte has arrived.
    public func finish() {
        end(failure: nil)
    }

    /// Says that no more bytes will arrive because of `cause` (a failed transfer, or a reader
    /// that no longer wants them); readers see the file end where the bytes stop.
    public func fail(_ cause: any Error & Sendable) {
        end(failure: cause)
    }

    /// Why the bytes stopped before the end, once they did.
    public var failure: (any Error & Sendable)? { locked { failureCause } }

    /// Whether every byte that will arrive has (or the stream failed).
    public var hasEnded: Bool { locked { ended } }

    /// How many bytes have arrived.
    public var received: Int { locked { bytes.count } }

    /// Every byte, once all have arrived or the stream failed (waiting until then).
    public func allBytes() -> [UInt8] {
        locked {
            while !ended { pthread_cond_wait(arrived, mutex) }
            return bytes
        }
    }

    /// Waits until the bytes `offset..<offset + count` are there or the stream has ended, and
    /// hands `body` what there is of them.
    func withBytes<Result>(
        at offset: Int, count: Int, _ body: (ArraySlice<UInt8>) -> Result
    ) -> Result {
        locked {
            while !ended && bytes.count < offset + count { pthread_cond_wait(arrived, mutex) }
            return body(bytes[min(offset, bytes.count)..<min(offset + count, bytes.count)])
        }
    }

    private func end(failure: (any Error & Sendable)?) {
        locked {
            guard !ended else { return }
            ended = true
            failureCause = failure
        }
        pthread_cond_broadcast(arrived)
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}
