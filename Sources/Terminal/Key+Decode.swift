import RxCore

extension Key {
    /// How long an Esc waits for the rest of an escape sequence before it counts as the Esc
    /// key: terminals send a sequence in one write, so a short wait tells the two apart.
    public static let escapeTimeout: RxTimeInterval = .milliseconds(40)

    /// The keys in `chunks` of terminal input, decoded on `scheduler`, which must be serial. An
    /// Esc at the end of a chunk starts a timer on it: the next chunk cancels the timer
    /// (`flatMapLatest`) and continues the sequence; the timer firing makes it the Esc key.
    public static func decode(
        _ chunks: Observable<[UInt8]>, escapeTimeout: RxTimeInterval = escapeTimeout, scheduler: SchedulerType
    ) -> Observable<Key> {
        Observable.deferred {
            // Touched only on the serial `scheduler`, where chunks and timers both arrive.
            let decoder = LockedState(KeyDecoder())
            return chunks.observe(on: scheduler).flatMapLatest { bytes -> Observable<Key> in
                let (keys, waiting) = decoder.withLock { ($0.feed(bytes), $0.isWaitingAfterEscape) }
                let decoded = Observable.from(keys)
                guard waiting else { return decoded }
                let timedOut = Observable<Int>.timer(escapeTimeout, scheduler: scheduler)
                    .flatMap { _ in Observable.from(decoder.withLock { $0.timeOut() }) }
                return decoded.concat(timedOut)
            }
        }
    }
}
