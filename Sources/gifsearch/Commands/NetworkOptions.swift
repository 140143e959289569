import ArgumentParser
import HTTP
import RxCore

/// The options of every command that goes to the network.
struct NetworkOptions: ParsableArguments {
    @Option(help: "Seconds one request may take.")
    var timeout: Double = 30

    @Option(help: "Retries after network or server failures (0–10).")
    var retries: Int = 3

    func validate() throws {
        guard timeout > 0 else { throw ValidationError("--timeout must be more than 0 seconds") }
        guard (0...10).contains(retries) else { throw ValidationError("--retries must be between 0 and 10") }
    }

    /// A session with these options.
    func session() -> CurlSession {
        CurlSession(
            configuration: HTTPConfiguration(
                connectTimeout: min(10, timeout), timeout: timeout, userAgent: "gifsearch/\(GifsearchVersion.current)"))
    }

    var retryPolicy: RetryPolicy { RetryPolicy(maxRetries: retries) }

    /// Where retries wait out their backoff.
    static let retryScheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "gifsearch.retry")

    /// `source`, retried after transient failures by these options' policy.
    func retrying<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.retry(retryPolicy, scheduler: Self.retryScheduler)
    }
}
