import RxCore

/// When and how long to wait before trying a failed request again: exponential backoff with
/// jitter, only for transient failures (5xx, 429, timeouts, connection errors), honouring
/// `Retry-After` on 429 and 503.
public struct RetryPolicy: Sendable {
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

    /// A policy; by default 3 retries after 0.5 s, 1 s, 2 s (±20 %), never waiting over 30 s.
    public init(
        maxRetries: Int = 3, baseDelay: Double = 0.5, maxDelay: Double = 30, jitter: Double = 0.2,
        random: @escaping @Sendable () -> Double = { Double.random(in: 0...1) },
        onRetry: (@Sendable (Swift.Error, Double) -> Void)? = nil
    ) {
        self.maxRetries = maxRetries
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.jitter = jitter
        self.random = random
        self.onRetry = onRetry
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

extension ObservableType {
    /// Resubscribes after transient failures as `policy` says, waiting on `scheduler`; other
    /// errors, and the last one, are emitted.
    public func retry(_ policy: RetryPolicy, scheduler: SchedulerType) -> Observable<Element> {
        retry(when: { errors in
            errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                guard let delay = policy.delay(after: error, attempt: attempt) else { return .error(error) }
                policy.onRetry?(error, delay)
                return .timer(.nanoseconds(Int(delay * 1e9)), scheduler: scheduler)
            }
        })
    }
}
