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
        #expect(policy.delay(after: HTTPError.timeout, attempt: 1) == 1)
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
        #expect(abs((low.delay(after: HTTPError.timeout, attempt: 0) ?? 0) - 0.4) < 1e-9)
        #expect(abs((high.delay(after: HTTPError.timeout, attempt: 0) ?? 0) - 0.6) < 1e-9)
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
            return attempts < 3 ? .error(HTTPError.timeout) : .just(attempts)
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
}
