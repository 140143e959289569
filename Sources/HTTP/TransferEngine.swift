internal import CCurl
import RxCore

#if canImport(Glibc)
    import Glibc
#endif

/// One curl multi handle driven by one I/O thread of its own (never a Dispatch worker, which a
/// loop that never ends would take from the pool): `curl_multi_poll` waits for sockets, and
/// `curl_multi_wakeup` wakes it for new and cancelled transfers. Easy handles are recycled, so
/// connections and DNS results are reused.
///
/// - SeeAlso: https://curl.se/libcurl/c/libcurl-multi.html
final class TransferEngine: @unchecked Sendable {
    private struct Commands {
        var added: [Transfer] = []
        var cancelled: [Transfer] = []
        var isStopping = false
    }

    /// Thread-safe per curl's documentation: `curl_multi_wakeup` may be called from any thread.
    private let multi: UnsafeMutableRawPointer
    private let configuration: HTTPConfiguration
    /// Guards the commands other threads hand to the I/O thread.
    private let commands = LockedState(Commands())
    // Touched only on the I/O thread.
    private var active: [ObjectIdentifier: Transfer] = [:]
    private var pool: [CurlEasy] = []

    init?(configuration: HTTPConfiguration) {
        guard let multi = curl_multi_init() else { return nil }
        self.multi = multi
        self.configuration = configuration
        _ = gifsearch_multi_setopt_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, configuration.maxConnectionsPerHost)
        _ = gifsearch_multi_setopt_long(multi, CURLMOPT_PIPELINING, CURLPIPE_MULTIPLEX)
        guard startThread() else { return nil }
    }

    /// Marks the I/O threads (thread-specific data, non-nil on them).
    private static let ioThreadKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Whether the caller runs on a session's I/O thread.
    static var isOnIOThread: Bool { pthread_getspecific(ioThreadKey) != nil }

    /// The name the I/O threads carry (in `ps -L`, `top -H`, debuggers).
    static let threadName = "gifsearch-http"

    /// Names the calling thread `threadName` (Linux: its `comm`; a new thread would otherwise
    /// carry its creator's name).
    private static func nameThisThread() {
        let descriptor = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = threadName.withCString { write(descriptor, $0, strlen($0)) }
        close(descriptor)
    }

    /// Starts the I/O thread, which keeps the engine alive until `stop()` ends it.
    private func startThread() -> Bool {
        let engine = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(
            &thread, nil,
            { context in
                // Safe: `startThread` passed a retained engine, released when the loop ends.
                let engine = Unmanaged<TransferEngine>.fromOpaque(context!).takeRetainedValue()
                TransferEngine.nameThisThread()
                pthread_setspecific(TransferEngine.ioThreadKey, UnsafeRawPointer(bitPattern: 1))
                engine.run()
                return nil
            }, engine)
        guard status == 0 else {
            Unmanaged<TransferEngine>.fromOpaque(engine).release()
            return false
        }
        pthread_detach(thread)
        return true
    }

    func start(_ transfer: Transfer) {
        commands.withLock { $0.added.append(transfer) }
        curl_multi_wakeup(multi)
    }

    func cancel(_ transfer: Transfer) {
        commands.withLock { $0.cancelled.append(transfer) }
        curl_multi_wakeup(multi)
    }

    /// Ends the I/O thread; transfers still running are dropped without events.
    func stop() {
        commands.withLock { $0.isStopping = true }
        curl_multi_wakeup(multi)
    }

    private func run() {
        while true {
            let pending = commands.withLock { commands -> Commands in
                defer { (commands.added, commands.cancelled) = ([], []) }
                return commands
            }
            if pending.isStopping { return shutDown() }
            pending.added.forEach(add)
            pending.cancelled.forEach(remove)
            var running: Int32 = 0
            curl_multi_perform(multi, &running)
            finishCompleted()
            curl_multi_poll(multi, nil, 0, 1000, nil)
        }
    }

    private func add(_ transfer: Transfer) {
        let easy = pool.popLast() ?? CurlEasy()
        guard let easy else {
            transfer.onComplete(.failure(.transport(code: -1, message: "cannot create a curl handle")))
            return
        }
        do throws(HTTPError) {
            try configure(easy, for: transfer)
        } catch {
            recycle(easy, of: transfer)
            return transfer.onComplete(.failure(error))
        }
        transfer.easy = easy
        active[ObjectIdentifier(transfer)] = transfer
        curl_multi_add_handle(multi, easy.handle)
    }

    /// Sets every option of `transfer` on `easy`; any option libcurl refuses fails it (closed:
    /// the http/https restriction, say, never silently missing).
    private func configure(_ easy: CurlEasy, for transfer: Transfer) throws(HTTPError) {
        let request = transfer.request
        try easy.set(url: request.url)
        try easy.restrictToHTTP()
        try easy.disableSignals()
        try easy.set(followRedirects: configuration.maxRedirects)
        let limits = Transfer.TimeLimits(
            connect: configuration.connectTimeout, total: min(configuration.timeout, request.timeout ?? .infinity),
            lowSpeedBytes: configuration.lowSpeedLimit, lowSpeedSeconds: configuration.lowSpeedTime)
        try easy.set(connectTimeoutMilliseconds: Int(limits.connect * 1000))
        try easy.set(timeoutMilliseconds: max(1, Int(limits.total * 1000)))
        try easy.set(lowSpeedLimit: limits.lowSpeedBytes, seconds: limits.lowSpeedSeconds)
        transfer.start(within: limits)
        try easy.acceptCompressedBodies()
        try easy.set(userAgent: configuration.userAgent)
        try easy.set(maxFileSize: request.maxBodySize)
        try easy.set(headers: request.headers)
        if request.method == .post { try easy.set(postBody: request.body ?? []) }
        // Safe: the transfer stays in `active` (retained) for as long as curl holds the pointer.
        try easy.set(transfer: Unmanaged.passUnretained(transfer).toOpaque())
        try easy.set(write: writeBody, header: writeHeader, progress: reportProgress)
    }

    /// Drops a transfer that was cancelled; it may already have finished.
    private func remove(_ transfer: Transfer) {
        guard active.removeValue(forKey: ObjectIdentifier(transfer)) != nil, let easy = transfer.easy else { return }
        curl_multi_remove_handle(multi, easy.handle)
        recycle(easy, of: transfer)
    }

    private func finishCompleted() {
        var left: Int32 = 0
        while let message = curl_multi_info_read(multi, &left) {
            guard message.pointee.msg == CURLMSG_DONE, let handle = message.pointee.easy_handle,
                let pointer = CurlEasy.transfer(of: handle)
            else { continue }
            let transfer = Transfer.from(pointer)
            let code = message.pointee.data.result
            guard active.removeValue(forKey: ObjectIdentifier(transfer)) != nil, let easy = transfer.easy else {
                continue
            }
            curl_multi_remove_handle(multi, handle)
            let result = transfer.result(code: code, easy: easy)
            recycle(easy, of: transfer)
            transfer.onComplete(result)
        }
    }

    private func recycle(_ easy: CurlEasy, of transfer: Transfer) {
        transfer.easy = nil
        easy.reset()
        pool.append(easy)
    }

    private func shutDown() {
        for transfer in active.values {
            if let easy = transfer.easy { curl_multi_remove_handle(multi, easy.handle) }
            transfer.easy = nil
        }
        active = [:]
        pool = []
        curl_multi_cleanup(multi)
    }
}
