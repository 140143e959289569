import FixtureSupport
import FoundationEssentials
import HTTP
import RxCore
import RxTest
import Testing

@Suite struct RetryPolicyTests {
    private let policy = RetryPolicy(maxRetries: 3, baseDelay: 0.5, maxDelay: 30, jitter: 0.2, random: { 0.5 })

    private func failure(_ status: Int, retryAfter: String? = nil) -> HTTPError {
        let headers = retryAfter.map { ["retry-after": $0] } ?? [:]
        return .requestFailed(
            response: HTTPResponse(statusCode: status, headers: headers, url: "http://x"), data: Data())
    }

    @Test func backsOffExponentiallyForTransientFailures() {
        #expect(policy.delay(after: failure(503), attempt: 0) == 0.5)
        #expect(policy.delay(after: HTTPError.timeout("test"), attempt: 1) == 1)
        #expect(policy.delay(after: HTTPError.transport(code: 7, message: "refused"), attempt: 2) == 2)
        #expect(policy.delay(after: failure(500), attempt: 3) == nil)
    }

    @Test func neverRetriesOtherClientErrorsOrBadData() {
        for status in [400, 401, 403, 404, 414] { #expect(policy.delay(after: failure(status), attempt: 0) == nil) }
        #expect(policy.delay(after: HTTPError.deserializationFailed(reason: "x"), attempt: 0) == nil)
        #expect(policy.delay(after: HTTPError.bodyTooLarge(limit: 1), attempt: 0) == nil)
    }

    @Test func honoursRetryAfterUpToTheMaximum() {
        #expect(policy.delay(after: failure(429, retryAfter: "7"), attempt: 0) == 7)
        #expect(policy.delay(after: failure(503, retryAfter: "120"), attempt: 0) == 30)
        #expect(policy.delay(after: failure(429, retryAfter: "soon"), attempt: 0) == 0.5)
    }

    @Test func jitterSpreadsTheWait() {
        let low = RetryPolicy(jitter: 0.2, random: { 0 })
        let high = RetryPolicy(jitter: 0.2, random: { 1 })
        #expect(abs((low.delay(after: HTTPError.timeout("test"), attempt: 0) ?? 0) - 0.4) < 1e-9)
        #expect(abs((high.delay(after: HTTPError.timeout("test"), attempt: 0) ?? 0) - 0.6) < 1e-9)
    }

    @Test func retriesOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let fails = failure(503)
        let source = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, fails)])
        let observer = scheduler.start(disposed: 10_000) { source.retry(policy, scheduler: scheduler) }
        // Attempts fail at 210, 720 (after 500 ms), 1730 (after 1 s) and 3740 (after 2 s).
        #expect(observer.events == [.error(3740, fails)])
        #expect(
            source.subscriptions == [
                Subscription(200, 210), Subscription(710, 720), Subscription(1720, 1730), Subscription(3730, 3740),
            ])
    }

    @Test func aSuccessfulRetryCompletes() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        var attempts = 0
        let flaky = Observable<Int>.deferred {
            attempts += 1
            return attempts < 3 ? .error(HTTPError.timeout("test")) : .just(attempts)
        }
        let observer = scheduler.start(disposed: 10_000) { flaky.retry(policy, scheduler: scheduler) }
        // Fails at 200 and 700 (after 500 ms), succeeds at 1700 (after 1 s).
        #expect(observer.events == [.next(1700, 3), .completed(1700)])
    }

    @Test func clientErrorsAreNotRetried() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let source = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, failure(404))])
        let observer = scheduler.start { source.retry(policy, scheduler: scheduler) }
        #expect(observer.events == [.error(210, failure(404))])
        #expect(source.subscriptions == [Subscription(200, 210)])
    }

    /// Found by attack: `Retry-After: 100000` held a search for 90 s (three waits of 30 s). A
    /// wait longer than the time the request has left is not made: the 429 ends it at once.
    @Test func aWaitPastTheTimeLimitIsNotMade() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        var limited = policy
        limited.timeLimit = 30
        let limit = failure(429, retryAfter: "100000")
        let source = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, limit)])
        let observer = scheduler.start(disposed: 200_000) { source.retry(limited, scheduler: scheduler) }
        #expect(observer.events == [.error(210, limit)])
        #expect(source.subscriptions == [Subscription(200, 210)])
    }

    /// The command's deadline ends every request: a retry that would start after it is not
    /// made, and an attempt once it has passed fails at once, saying so. Each attempt is told
    /// the seconds it has left.
    @Test func theDeadlineEndsRetriesAndLaterRequests() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        var bounded = policy
        bounded.deadline = RetryPolicy.Deadline(seconds: 1, endsAt: 1)
        let fails = failure(503)
        let source = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, fails)])
        let timesLeft = LockedState<[Double?]>([])
        let attempt = source.asObservable()
        let observer = scheduler.start(disposed: 10_000) {
            bounded.attempts(
                { left in
                    timesLeft.withLock { $0.append(left) }
                    return attempt
                }, scheduler: scheduler)
        }
        // Fails at 210; waits 0.5 s (0.79 s left); fails at 720; 1 s more would pass the deadline.
        #expect(observer.events == [.error(720, fails)])
        #expect(source.subscriptions == [Subscription(200, 210), Subscription(710, 720)])
        #expect(timesLeft.withLock { $0 }.map { $0.map { ($0 * 1000).rounded() } } == [800, 290])
        let later = TestScheduler(initialClock: 0, resolution: 0.001)
        bounded.deadline = RetryPolicy.Deadline(seconds: 0.1, endsAt: 0.1)
        let late = later.start { Observable<Int>.just(1).retry(bounded, scheduler: later) }
        #expect(late.events == [.error(200, HTTPError.timeout("the command's 0.1 s deadline passed"))])
    }
}
