import RxCore

/// When and how long to wait before trying a failed request again: exponential backoff with
/// jitter, only for transient failures (5xx, 429, timeouts, connection errors), honouring
/// `Retry-After` on 429 and 503; and how long a request may take in all, its retries and waits
/// included, so that no server can hold it past that.
public struct RetryPolicy: Sendable {
    /// A time every request must end by, whenever it began: a whole command's deadline.
    public struct Deadline: Sendable, Equatable {
        /// How long the deadline allowed, in seconds (for messages).
        public var seconds: Double
        /// When it passes, on the clock of the scheduler retries wait on.
        public var endsAt: Double

        public init(seconds: Double, endsAt: Double) {
            self.seconds = seconds
            self.endsAt = endsAt
        }
    }

    /// The most retries after the first attempt.
    public var maxRetries: Int
    /// The wait before the first retry, in seconds; each later retry waits twice as long.
    public var baseDelay: Double
    /// The longest wait, in seconds, including a server's `Retry-After`.
    public var maxDelay: Double
    /// The spread of the random factor applied to each wait: 0.2 means 0.8× to 1.2×.
    public var jitter: Double
    /// A number in 0...1 for the jitter; tests make it constant.
    public var random: @Sendable () -> Double
    /// Told of each retry before its wait: the error and the seconds it waits (for a status line).
    public var onRetry: (@Sendable (Swift.Error, Double) -> Void)?
    /// Seconds one request may take from its first attempt to its last byte, waits included
    /// (`nil`: no limit): no retry is made whose wait would pass it, and each attempt's transfer
    /// is limited to the time left.
    public var timeLimit: Double?
    /// The command's deadline, when it has one: the same, for every request together.
    public var deadline: Deadline?

    /// A policy; by default 3 retries after 0.5 s, 1 s, 2 s (±20 %), never waiting over 30 s.
    public init(
        maxRetries: Int = 3, baseDelay: Double = 0.5, maxDelay: Double = 30, jitter: Double = 0.2,
        random: @escaping @Sendable () -> Double = { Double.random(in: 0...1) },
        onRetry: (@Sendable (Swift.Error, Double) -> Void)? = nil, timeLimit: Double? = nil,
        deadline: Deadline? = nil
    ) {
        self.maxRetries = maxRetries
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.jitter = jitter
        self.random = random
        self.onRetry = onRetry
        self.timeLimit = timeLimit
        self.deadline = deadline
    }

    /// The seconds left at `now` to a request that began at `start` (`nil`: no limit).
    func timeLeft(since start: Double, now: Double) -> Double? {
        [timeLimit.map { start + $0 }, deadline?.endsAt].compactMap { $0 }.min().map { $0 - now }
    }

    /// The wait in seconds before retry number `attempt` (from 0) after `error`, or `nil` when
    /// the error is not worth retrying or the retries are used up.
    public func delay(after error: Swift.Error, attempt: Int) -> Double? {
        guard attempt < maxRetries, let error = error as? HTTPError, error.isTransient else { return nil }
        let backoff = baseDelay * Double(1 << min(attempt, 30)) * (1 - jitter + 2 * jitter * random())
        guard case .requestFailed(let response, _) = error, [429, 503].contains(response.statusCode),
            let retryAfter = response.header("retry-after").flatMap(Double.init)
        else { return min(backoff, maxDelay) }
        return min(max(backoff, retryAfter), maxDelay)
    }
}

extension RetryPolicy {
    /// The requests `attempt(timeLeft)` makes, tried again after transient failures as this
    /// policy says, waiting on `scheduler`; each attempt is told the seconds it has left (`nil`:
    /// no limit). A retry whose wait would pass the time left is not made: the last error ends
    /// the request, as does a deadline already passed when an attempt would start.
    public func attempts<Element>(
        _ attempt: @escaping @Sendable (Double?) -> Observable<Element>, scheduler: SchedulerType
    ) -> Observable<Element> {
        Observable.deferred {
            let start = scheduler.now
            return Observable.deferred { () throws -> Observable<Element> in
                let left = self.timeLeft(since: start, now: scheduler.now)
                if let left, left <= 0, let deadline = self.deadline {
                    throw HTTPError.timeout("the command's \(Self.seconds(deadline.seconds)) deadline passed")
                }
                return attempt(left.map { max($0, 0.001) })
            }
            .retry(when: { errors in
                errors.enumerated().flatMap { number, error -> Observable<Int> in
                    guard let delay = self.delay(after: error, attempt: number) else { return .error(error) }
                    if let left = self.timeLeft(since: start, now: scheduler.now), delay >= left {
                        return .error(error)
                    }
                    self.onRetry?(error, delay)
                    return .timer(.nanoseconds(Int(delay * 1e9)), scheduler: scheduler)
                }
            })
        }
    }

    /// `seconds` for a message, to a tenth: "30 s", "2.5 s".
    static func seconds(_ seconds: Double) -> String {
        let tenths = (seconds * 10).rounded() / 10
        return tenths == tenths.rounded() ? "\(Int(tenths)) s" : "\(tenths) s"
    }
}

extension ObservableType {
    /// Resubscribes after transient failures as `policy` says, waiting on `scheduler`; other
    /// errors, and the last one, are emitted.
    public func retry(_ policy: RetryPolicy, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return policy.attempts({ _ in source }, scheduler: scheduler)
    }
}
