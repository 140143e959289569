import Dispatch

/// Work done concurrently, delivered in the order it was handed in: pictures encoded on every
/// core while the GIF goes on decoding, written one after the other. At most `limit` pieces are
/// in flight, which bounds memory; `submit` waits for a free place.
final class OrderedPipeline<Result>: @unchecked Sendable {
    private let working = DispatchQueue(
        label: "gifsearch.pipeline.work", qos: .userInitiated, attributes: .concurrent)
    private let delivering = DispatchQueue(label: "gifsearch.pipeline.delivery", qos: .userInitiated)
    private let places: DispatchSemaphore

    init(limit: Int = 4) {
        places = DispatchSemaphore(value: limit)
    }

    /// Runs `work` concurrently with other work, then `deliver`s its result after every result
    /// submitted before it.
    func submit(_ work: @escaping @Sendable () -> Result, deliver: @escaping @Sendable (Result) -> Void) {
        places.wait()
        let slot = Slot()
        working.async {
            slot.value = work()
            slot.done.signal()
        }
        delivering.async { [places] in
            slot.done.wait()
            if let value = slot.value { deliver(value) }
            places.signal()
        }
    }

    /// One result: written before `done` is signalled, read after it is waited for.
    private final class Slot: @unchecked Sendable {
        var value: Result?
        let done = DispatchSemaphore(value: 0)
    }

    /// Waits until everything submitted has been delivered.
    func drain() {
        delivering.sync {}
    }
}
