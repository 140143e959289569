import Dispatch
import Foundation
import RxCore

/// How a sequence ended, with the elements it emitted.
public enum MaterializedSequenceResult<Element> {
    /// The sequence completed after emitting `elements`.
    case completed(elements: [Element])
    /// The sequence failed with `error` after emitting `elements`.
    case failed(elements: [Element], error: Swift.Error)
}

/// A sequence whose results are waited for on the calling thread; see `toBlocking(timeout:)`.
public struct BlockingObservable<Element> {
    let source: Observable<Element>
    let timeout: Double?

    /// The first element, or `nil` if the sequence completed without one; throws its error.
    public func first() throws -> Element? {
        try collect(stopAfter: 1).elementsOrThrow().first
    }

    /// The last element, or `nil` if there was none; throws the sequence's error.
    public func last() throws -> Element? {
        try collect(stopAfter: nil).elementsOrThrow().last
    }

    /// All elements; throws the sequence's error.
    public func toArray() throws -> [Element] {
        try collect(stopAfter: nil).elementsOrThrow()
    }

    /// The only element; throws `RxError.noElements` or `.moreThanOneElement` otherwise.
    public func single() throws -> Element {
        let elements = try collect(stopAfter: 2).elementsOrThrow()
        guard let element = elements.first else { throw RxError.noElements }
        guard elements.count == 1 else { throw RxError.moreThanOneElement }
        return element
    }

    /// How the sequence ended, with its elements; a timeout counts as failure with
    /// `RxError.timeout`.
    public func materialize() -> MaterializedSequenceResult<Element> {
        let outcome = collect(stopAfter: nil)
        if let error = outcome.error { return .failed(elements: outcome.elements, error: error) }
        return .completed(elements: outcome.elements)
    }

    /// What a blocking subscription gathered.
    private struct Outcome {
        let elements: [Element]
        let error: Swift.Error?

        func elementsOrThrow() throws -> [Element] {
            if let error { throw error }
            return elements
        }
    }

    /// Subscribes, waits for the end (or for `limit` elements), and disposes.
    private func collect(stopAfter limit: Int?) -> Outcome {
        let done = DispatchSemaphore(value: 0)
        let collector = Collector<Element>(limit: limit, done: done)
        let subscription = source.subscribe(AnyObserver(eventHandler: collector.on))
        let waited: DispatchTimeoutResult
        if let timeout {
            waited = done.wait(timeout: .now() + .nanoseconds(Int(timeout * 1e9)))
        } else {
            done.wait()
            waited = .success
        }
        subscription.dispose()
        let (elements, error) = collector.result
        return Outcome(elements: elements, error: waited == .timedOut ? RxError.timeout : error)
    }
}

/// Gathers events from any thread and signals once the sequence ends or enough arrived.
private final class Collector<Element>: @unchecked Sendable {
    /// Guards the gathered events (an `NSLock`, which ThreadSanitizer understands).
    private let lock = NSLock()
    private var elements: [Element] = []
    private var error: Swift.Error?
    private var isDone = false
    private let limit: Int?
    private let done: DispatchSemaphore

    init(limit: Int?, done: DispatchSemaphore) {
        self.limit = limit
        self.done = done
    }

    var result: ([Element], Swift.Error?) { lock.withLock { (elements, error) } }

    func on(_ event: Event<Element>) {
        let finished = lock.withLock { () -> Bool in
            if isDone { return false }
            switch event {
            case .next(let element):
                elements.append(element)
                if let limit, elements.count >= limit { isDone = true }
            case .error(let error):
                self.error = error
                isDone = true
            case .completed:
                isDone = true
            }
            return isDone
        }
        if finished { done.signal() }
    }
}

extension ObservableConvertibleType {
    /// Waits on the calling thread for this sequence's results, for at most `timeout` seconds.
    public func toBlocking(timeout: Double? = nil) -> BlockingObservable<Element> {
        BlockingObservable(source: asObservable(), timeout: timeout)
    }
}
