internal import CCurl
import Dispatch
import FoundationEssentials

/// One request in flight: what it asked for, what has arrived, and where the result goes. The
/// received state is touched only by the session's I/O thread; the callbacks run there too.
final class Transfer: @unchecked Sendable {
    /// The time limits curl was given for the transfer.
    struct TimeLimits {
        var connect: Double
        var total: Double
        var lowSpeedBytes: Int
        var lowSpeedSeconds: Int
    }

    let request: HTTPRequest
    let onProgress: ((Int, Int?) -> Void)?
    /// Where the body of a successful (2xx) response goes as it arrives, instead of being kept.
    let onBody: ((UnsafeRawBufferPointer) -> Void)?
    let onComplete: (Result<(HTTPResponse, Data), HTTPError>) -> Void

    var easy: CurlEasy?
    private var body = Data()
    private var bodySize = 0
    private var headers: [String: String] = [:]
    private var isTooLarge = false
    private var reportedBytes = -1
    private var hasStatus = false
    private var limits = TimeLimits(connect: 0, total: 0, lowSpeedBytes: 0, lowSpeedSeconds: 0)
    private var startedAt: UInt64 = 0

    init(
        request: HTTPRequest, onProgress: ((Int, Int?) -> Void)?, onBody: ((UnsafeRawBufferPointer) -> Void)?,
        onComplete: @escaping (Result<(HTTPResponse, Data), HTTPError>) -> Void
    ) {
        self.request = request
        self.onProgress = onProgress
        self.onBody = onBody
        self.onComplete = onComplete
    }

    /// Body bytes from curl; returning less than given aborts the transfer (the size limit).
    func receive(body chunk: UnsafeRawBufferPointer) -> Int {
        guard bodySize + chunk.count <= request.maxBodySize else {
            isTooLarge = true
            return 0
        }
        bodySize += chunk.count
        if let onBody, let easy, (200..<300).contains(easy.responseCode) {
            onBody(chunk)
        } else {
            body.append(contentsOf: chunk)
        }
        return chunk.count
    }

    /// One header line from curl; a new status line (after a redirect) starts the headers over.
    func receive(headerLine: UnsafeRawBufferPointer) -> Int {
        let line = String(decoding: headerLine, as: UTF8.self)
        if line.hasPrefix("HTTP/") {
            hasStatus = true
            headers = [:]
        } else if let colon = line.firstIndex(of: ":") {
            let name = Self.trimmed(line[..<colon]).lowercased()
            headers[name] = Self.trimmed(line[line.index(after: colon)...])
        }
        return headerLine.count
    }

    /// Notes that the transfer starts now, within `limits`.
    func start(within limits: TimeLimits) {
        self.limits = limits
        startedAt = DispatchTime.now().uptimeNanoseconds
    }

    /// Which of its time limits the transfer ran into, in words.
    private func slowness(connected: Bool) -> String {
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - startedAt) / 1e9
        let tookItAll = elapsed + 0.5 >= limits.total
        switch (connected, hasStatus) {
        case (false, _):
            return "could not connect to the server within \(RetryPolicy.seconds(min(limits.connect, limits.total)))"
        case (true, false) where tookItAll:
            return "the server did not answer within \(RetryPolicy.seconds(limits.total))"
        case (true, false):
            return "the server answered nothing for \(limits.lowSpeedSeconds) s"
        case (true, true) where tookItAll:
            return "the response took longer than \(RetryPolicy.seconds(limits.total))"
        case (true, true):
            return "the server sent less than \(limits.lowSpeedBytes) bytes a second for \(limits.lowSpeedSeconds) s"
        }
    }

    /// Download progress from curl; reported when the byte count changes.
    func progress(received: Int, total: Int) {
        guard let onProgress, received != reportedBytes else { return }
        reportedBytes = received
        onProgress(received, total > 0 ? total : nil)
    }

    /// The outcome for curl's result `code`.
    func result(code: CURLcode, easy: CurlEasy) -> Result<(HTTPResponse, Data), HTTPError> {
        if isTooLarge || code == CURLE_FILESIZE_EXCEEDED { return .failure(.bodyTooLarge(limit: request.maxBodySize)) }
        switch code {
        case CURLE_OK:
            let url = URLRedaction.redact(easy.effectiveURL ?? request.url)
            return .success((HTTPResponse(statusCode: easy.responseCode, headers: headers, url: url), body))
        case CURLE_OPERATION_TIMEDOUT:
            return .failure(.timeout(slowness(connected: easy.isConnected)))
        default:
            let message = TransportFailure.message(
                code: code, url: URLRedaction.redact(request.url), systemError: easy.systemError)
            return .failure(.transport(code: Int(code.rawValue), message: message))
        }
    }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    static func from(_ pointer: UnsafeMutableRawPointer) -> Transfer {
        Unmanaged<Transfer>.fromOpaque(pointer).takeUnretainedValue()
    }
}

/// curl's write callback: body bytes for the transfer in the user data.
let writeBody: gifsearch_curl_data_callback = { data, size, count, user in
    guard let data, let user else { return 0 }
    // Safe: curl passes size * count readable bytes.
    return Transfer.from(user).receive(body: UnsafeRawBufferPointer(start: data, count: size * count))
}

/// curl's header callback: one header line.
let writeHeader: gifsearch_curl_data_callback = { data, size, count, user in
    guard let data, let user else { return 0 }
    // Safe: curl passes size * count readable bytes.
    return Transfer.from(user).receive(headerLine: UnsafeRawBufferPointer(start: data, count: size * count))
}

/// curl's progress callback; returning 0 lets the transfer continue.
let reportProgress: gifsearch_curl_xferinfo_callback = { user, downloadTotal, downloaded, _, _ in
    if let user { Transfer.from(user).progress(received: Int(downloaded), total: Int(downloadTotal)) }
    return 0
}
