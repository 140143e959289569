internal import CCurl
import Dispatch
import FoundationEssentials
import RxCore

/// An HTTP client on libcurl: many concurrent transfers over one multi handle and one I/O
/// thread, reusing connections. Use it through its reactive extension, `session.rx`.
///
/// The I/O thread only moves bytes: the extension delivers every event on `deliveryScheduler`,
/// so decoding, caching and whatever a subscriber does never stall the other transfers.
public final class CurlSession: ReactiveCompatible, Sendable {
    let configuration: HTTPConfiguration
    /// Where the reactive extension delivers results and progress.
    public let deliveryScheduler: ImmediateSchedulerType
    private let engine: TransferEngine

    /// A session with `configuration`, delivering on `deliveryScheduler`; it keeps one I/O
    /// thread until it is released.
    public init(
        configuration: HTTPConfiguration,
        deliveryScheduler: ImmediateSchedulerType = ConcurrentDispatchQueueScheduler.compute
    ) {
        CurlGlobal.initialize()
        self.configuration = configuration
        self.deliveryScheduler = deliveryScheduler
        // Safe: curl_multi_init only fails when memory is exhausted.
        engine = TransferEngine(configuration: configuration)!
    }

    deinit {
        engine.stop()
    }

    /// Starts `request`; `onComplete` (and `onProgress`, and `onBody`, which takes a successful
    /// response's body as it arrives) run on the I/O thread. Returns the
    /// transfer, to cancel it.
    func start(
        _ request: HTTPRequest,
        onProgress: ((Int, Int?) -> Void)? = nil,
        onBody: ((UnsafeRawBufferPointer) -> Void)? = nil,
        onComplete: @escaping (Result<(HTTPResponse, Data), HTTPError>) -> Void
    ) -> Transfer? {
        guard HTTPRequest.isHTTPURL(request.url) else {
            onComplete(.failure(.invalidURL(request.redactedURL)))
            return nil
        }
        let transfer = Transfer(request: request, onProgress: onProgress, onBody: onBody, onComplete: onComplete)
        engine.start(transfer)
        return transfer
    }

    /// Aborts `transfer` promptly; it delivers nothing more.
    func cancel(_ transfer: Transfer) {
        engine.cancel(transfer)
    }
}

/// `curl_global_init`, once per process, before any handle is made.
enum CurlGlobal {
    private static let initialized: Bool = {
        curl_global_init(Int(CURL_GLOBAL_DEFAULT))
        return true
    }()

    static func initialize() {
        _ = initialized
    }
}
