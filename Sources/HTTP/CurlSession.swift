internal import CCurl
import FoundationEssentials
import RxCore

/// An HTTP client on libcurl: many concurrent transfers over one multi handle and one I/O
/// thread, reusing connections. Use it through its reactive extension, `session.rx`.
public final class CurlSession: ReactiveCompatible, Sendable {
    let configuration: HTTPConfiguration
    private let engine: TransferEngine

    /// A session with `configuration`; it keeps one I/O thread until it is released.
    public init(configuration: HTTPConfiguration) {
        CurlGlobal.initialize()
        self.configuration = configuration
        // Safe: curl_multi_init only fails when memory is exhausted.
        engine = TransferEngine(configuration: configuration)!
    }

    deinit {
        engine.stop()
    }

    /// Starts `request`; `onComplete` (and `onProgress`) run on the I/O thread. Returns the
    /// transfer, to cancel it.
    func start(
        _ request: HTTPRequest,
        onProgress: ((Int, Int?) -> Void)? = nil,
        onComplete: @escaping (Result<(HTTPResponse, Data), HTTPError>) -> Void
    ) -> Transfer? {
        let scheme = request.url.prefix(8).lowercased()
        guard scheme.hasPrefix("http://") || scheme.hasPrefix("https://") else {
            onComplete(.failure(.invalidURL(request.redactedURL)))
            return nil
        }
        let transfer = Transfer(request: request, onProgress: onProgress, onComplete: onComplete)
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
