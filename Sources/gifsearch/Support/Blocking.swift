import Dispatch
import RxCore

extension ObservableType {
    /// Subscribes and waits on the calling thread for the sequence to end: its elements, or its
    /// error. The command line's one place where it blocks.
    func waitForResult() -> Result<[Element], Swift.Error> {
        let done = DispatchSemaphore(value: 0)
        let outcome = LockedState<(elements: [Element], error: Swift.Error?)>(([], nil))
        let subscription = subscribe(
            onNext: { element in outcome.withLock { $0.elements.append(element) } },
            onError: { error in
                outcome.withLock { $0.error = error }
                done.signal()
            },
            onCompleted: { done.signal() })
        done.wait()
        subscription.dispose()
        return outcome.withLock { $0.error.map { .failure($0) } ?? .success($0.elements) }
    }
}
