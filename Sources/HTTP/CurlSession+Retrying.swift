import FoundationEssentials
import RxCore

extension Reactive where Base == CurlSession {
    /// The response to `request`, with transient failures (5xx, 429, timeouts, connection
    /// errors) retried as `policy` says, backoffs waited out on `scheduler`, each attempt limited
    /// to the time the policy leaves. A transient status that outlasts the retries arrives as
    /// `HTTPError.requestFailed`.
    public func retryingResponse(request: HTTPRequest, policy: RetryPolicy, scheduler: SchedulerType)
        -> Observable<(HTTPResponse, Data)>
    {
        let base = base
        return policy.attempts(
            { timeLeft in
                base.rx.response(request: request.limited(to: timeLeft))
                    .map { response, data in
                        if response.isTransientFailure {
                            throw HTTPError.requestFailed(response: response, data: data)
                        }
                        return (response, data)
                    }
            }, scheduler: scheduler)
    }
}
