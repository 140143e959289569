internal import CCurl

/// Owns one curl easy handle; confined to the session's I/O thread. Setters are labelled after
/// what they do, each naming its curl option, and throw when libcurl refuses it.
///
/// - SeeAlso: https://curl.se/libcurl/c/curl_easy_setopt.html
final class CurlEasy {
    let handle: UnsafeMutableRawPointer
    /// Header lines handed to curl; freed when replaced or on reset.
    private var headerList: UnsafeMutablePointer<curl_slist>?

    init?() {
        guard let handle = curl_easy_init() else { return nil }
        self.handle = handle
    }

    deinit {
        curl_slist_free_all(headerList)
        curl_easy_cleanup(handle)
    }

    /// Back to a fresh state for the next transfer; keeps the handle's connection and DNS caches.
    func reset() {
        curl_easy_reset(handle)
        curl_slist_free_all(headerList)
        headerList = nil
    }

    /// `CURLOPT_URL`.
    func set(url: String) throws(HTTPError) {
        try check(gifsearch_easy_setopt_string(handle, CURLOPT_URL, url), "CURLOPT_URL")
    }

    /// `CURLOPT_HTTPHEADER`.
    func set(headers: [(name: String, value: String)]) throws(HTTPError) {
        curl_slist_free_all(headerList)
        headerList = nil
        for header in headers { headerList = curl_slist_append(headerList, "\(header.name): \(header.value)") }
        try check(
            gifsearch_easy_setopt_pointer(handle, CURLOPT_HTTPHEADER, UnsafeMutableRawPointer(headerList)),
            "CURLOPT_HTTPHEADER")
    }

    /// `CURLOPT_COPYPOSTFIELDS` with `CURLOPT_POSTFIELDSIZE`: a POST with this body.
    func set(postBody: [UInt8]) throws(HTTPError) {
        try check(gifsearch_easy_setopt_long(handle, CURLOPT_POSTFIELDSIZE, postBody.count), "CURLOPT_POSTFIELDSIZE")
        let code = postBody.withUnsafeBytes {
            gifsearch_easy_setopt_pointer(
                handle, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: $0.baseAddress))
        }
        try check(code, "CURLOPT_COPYPOSTFIELDS")
    }

    /// `CURLOPT_CONNECTTIMEOUT_MS`.
    func set(connectTimeoutMilliseconds: Int) throws(HTTPError) {
        try check(
            gifsearch_easy_setopt_long(handle, CURLOPT_CONNECTTIMEOUT_MS, connectTimeoutMilliseconds),
            "CURLOPT_CONNECTTIMEOUT_MS")
    }

    /// `CURLOPT_TIMEOUT_MS`: the whole transfer.
    func set(timeoutMilliseconds: Int) throws(HTTPError) {
        try check(gifsearch_easy_setopt_long(handle, CURLOPT_TIMEOUT_MS, timeoutMilliseconds), "CURLOPT_TIMEOUT_MS")
    }

    /// `CURLOPT_LOW_SPEED_LIMIT` and `CURLOPT_LOW_SPEED_TIME`: abort below `bytesPerSecond` for `seconds`.
    func set(lowSpeedLimit bytesPerSecond: Int, seconds: Int) throws(HTTPError) {
        try check(
            gifsearch_easy_setopt_long(handle, CURLOPT_LOW_SPEED_LIMIT, bytesPerSecond), "CURLOPT_LOW_SPEED_LIMIT")
        try check(gifsearch_easy_setopt_long(handle, CURLOPT_LOW_SPEED_TIME, seconds), "CURLOPT_LOW_SPEED_TIME")
    }

    /// `CURLOPT_FOLLOWLOCATION` and `CURLOPT_MAXREDIRS`.
    func set(followRedirects maximum: Int) throws(HTTPError) {
        try check(gifsearch_easy_setopt_long(handle, CURLOPT_FOLLOWLOCATION, 1), "CURLOPT_FOLLOWLOCATION")
        try check(gifsearch_easy_setopt_long(handle, CURLOPT_MAXREDIRS, maximum), "CURLOPT_MAXREDIRS")
    }

    /// `CURLOPT_PROTOCOLS_STR` and `CURLOPT_REDIR_PROTOCOLS_STR`: http and https only.
    func restrictToHTTP() throws(HTTPError) {
        try check(gifsearch_easy_setopt_string(handle, CURLOPT_PROTOCOLS_STR, "http,https"), "CURLOPT_PROTOCOLS_STR")
        try check(
            gifsearch_easy_setopt_string(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https"),
            "CURLOPT_REDIR_PROTOCOLS_STR")
    }

    /// `CURLOPT_ACCEPT_ENCODING` with every encoding this libcurl decodes (gzip, brotli, …).
    func acceptCompressedBodies() throws(HTTPError) {
        try check(gifsearch_easy_setopt_string(handle, CURLOPT_ACCEPT_ENCODING, ""), "CURLOPT_ACCEPT_ENCODING")
    }

    /// `CURLOPT_USERAGENT`.
    func set(userAgent: String) throws(HTTPError) {
        try check(gifsearch_easy_setopt_string(handle, CURLOPT_USERAGENT, userAgent), "CURLOPT_USERAGENT")
    }

    /// `CURLOPT_MAXFILESIZE_LARGE`: refuse bodies announced larger than `bytes`.
    func set(maxFileSize bytes: Int) throws(HTTPError) {
        try check(
            gifsearch_easy_setopt_off_t(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(bytes)),
            "CURLOPT_MAXFILESIZE_LARGE")
    }

    /// `CURLOPT_NOSIGNAL`: never use signals (required with threads).
    func disableSignals() throws(HTTPError) {
        try check(gifsearch_easy_setopt_long(handle, CURLOPT_NOSIGNAL, 1), "CURLOPT_NOSIGNAL")
    }

    /// `CURLOPT_PRIVATE`, and the user data of the write, header and progress callbacks.
    func set(transfer: UnsafeMutableRawPointer) throws(HTTPError) {
        try check(gifsearch_easy_setopt_pointer(handle, CURLOPT_PRIVATE, transfer), "CURLOPT_PRIVATE")
        try check(gifsearch_easy_setopt_pointer(handle, CURLOPT_WRITEDATA, transfer), "CURLOPT_WRITEDATA")
        try check(gifsearch_easy_setopt_pointer(handle, CURLOPT_HEADERDATA, transfer), "CURLOPT_HEADERDATA")
        try check(gifsearch_easy_setopt_pointer(handle, CURLOPT_XFERINFODATA, transfer), "CURLOPT_XFERINFODATA")
    }

    /// `CURLOPT_WRITEFUNCTION`, `CURLOPT_HEADERFUNCTION`, `CURLOPT_XFERINFOFUNCTION` and
    /// `CURLOPT_NOPROGRESS`.
    func set(
        write: gifsearch_curl_data_callback, header: gifsearch_curl_data_callback,
        progress: gifsearch_curl_xferinfo_callback
    ) throws(HTTPError) {
        try check(gifsearch_easy_setopt_data_callback(handle, CURLOPT_WRITEFUNCTION, write), "CURLOPT_WRITEFUNCTION")
        try check(gifsearch_easy_setopt_data_callback(handle, CURLOPT_HEADERFUNCTION, header), "CURLOPT_HEADERFUNCTION")
        try check(
            gifsearch_easy_setopt_xferinfo_callback(handle, CURLOPT_XFERINFOFUNCTION, progress),
            "CURLOPT_XFERINFOFUNCTION")
        try check(gifsearch_easy_setopt_long(handle, CURLOPT_NOPROGRESS, 0), "CURLOPT_NOPROGRESS")
    }

    /// Fails closed: an option libcurl refuses (a restriction that would silently not hold)
    /// fails the transfer before it starts.
    private func check(_ code: CURLcode, _ option: String) throws(HTTPError) {
        guard code == CURLE_OK else {
            throw .transport(
                code: Int(code.rawValue),
                message: "libcurl refused \(option): \(String(cString: curl_easy_strerror(code)))")
        }
    }

    /// `CURLINFO_RESPONSE_CODE`.
    var responseCode: Int {
        var code = 0
        _ = gifsearch_easy_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &code)
        return code
    }

    /// Whether the request got as far as being sent, on a new or a reused connection
    /// (`CURLINFO_PRETRANSFER_TIME_T` is not 0).
    var isConnected: Bool {
        var microseconds: curl_off_t = 0
        _ = gifsearch_easy_getinfo_off_t(handle, CURLINFO_PRETRANSFER_TIME_T, &microseconds)
        return microseconds > 0
    }

    /// `CURLINFO_OS_ERRNO`: the system's error of the last failed connect, or 0.
    var systemError: Int32 {
        var code = 0
        _ = gifsearch_easy_getinfo_long(handle, CURLINFO_OS_ERRNO, &code)
        return Int32(truncatingIfNeeded: code)
    }

    /// `CURLINFO_EFFECTIVE_URL`.
    var effectiveURL: String? {
        var url: UnsafeMutablePointer<CChar>?
        guard gifsearch_easy_getinfo_pointer(handle, CURLINFO_EFFECTIVE_URL, &url) == CURLE_OK, let url else {
            return nil
        }
        return String(cString: url)
    }

    /// `CURLINFO_PRIVATE` of a handle curl hands back.
    static func transfer(of handle: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        var pointer: UnsafeMutablePointer<CChar>?
        guard gifsearch_easy_getinfo_pointer(handle, CURLINFO_PRIVATE, &pointer) == CURLE_OK else { return nil }
        return pointer.map { UnsafeMutableRawPointer($0) }
    }
}
