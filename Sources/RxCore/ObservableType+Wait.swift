import Dispatch

/// Blocking for programs that run one pipeline and wait for it (a command line): subscribing
/// and waiting on the calling thread, which must not be one the sequence needs.
extension ObservableType {
    /// Waits for the sequence to end: its elements, or its error.
    public func waitForResult() -> Result<[Element], Swift.Error> {
        var elements: [Element] = []
        return waitForResultEach { elements.append($0) }.map { elements }
    }

    /// Waits for the sequence to end, handing each element to `body` on the calling thread as
    /// it arrives.
    public func waitForResultEach(_ body: (Element) -> Void) -> Result<Void, Swift.Error> {
        let arrivals = LockedState<(pending: [Element], isDone: Bool, error: Swift.Error?)>(([], false, nil))
        let signal = DispatchSemaphore(value: 0)
        let subscription = subscribe(
            onNext: { element in
                arrivals.withLock { $0.pending.append(element) }
                signal.signal()
            },
            onError: { error in
                arrivals.withLock {
                    $0.error = error
                    $0.isDone = true
                }
                signal.signal()
            },
            onCompleted: {
                arrivals.withLock { $0.isDone = true }
                signal.signal()
            })
        defer { subscription.dispose() }
        while true {
            signal.wait()
            let (pending, isDone, error) = arrivals.withLock { state -> ([Element], Bool, Swift.Error?) in
                defer { state.pending = [] }
                return (state.pending, state.isDone, state.error)
            }
            for element in pending { body(element) }
            if isDone { return error.map { .failure($0) } ?? .success(()) }
        }
    }
}
