internal import CCurl

#if canImport(Glibc)
    import Glibc
#endif

/// The one-line message of a transfer libcurl gave up on: what failed and with which host and
/// port (`cannot connect to 127.0.0.1:9: connection refused`), never libcurl's bare text.
enum TransportFailure {
    /// The message for curl's `code` on a request to `url`; `systemError` is the `errno` curl
    /// saw (0: none).
    static func message(code: CURLcode, url: String, systemError: Int32) -> String {
        let server = endpoint(of: url)
        let reason = systemError != 0 ? String(cString: strerror(systemError)).lowercased() : nil
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST:
            return "cannot resolve the host name of \(server)"
        case CURLE_COULDNT_CONNECT:
            return "cannot connect to \(server): \(reason ?? "no answer")"
        case CURLE_GOT_NOTHING:
            return "\(server) closed the connection without an answer"
        case CURLE_PARTIAL_FILE:
            return "\(server) ended the response before all of it was sent"
        case CURLE_RECV_ERROR, CURLE_SEND_ERROR:
            return "the connection to \(server) broke: \(reason ?? curlText(code))"
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CACERT_BADFILE,
            CURLE_SSL_CERTPROBLEM:
            return "no secure connection to \(server): \(curlText(code))"
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT:
            return "cannot request \(server): \(curlText(code))"
        default:
            return "the request to \(server) failed: \(curlText(code))"
        }
    }

    /// `host:port` of an http(s) URL, the port the scheme's when the URL names none.
    static func endpoint(of url: String) -> String {
        let parts = url.split(separator: "://", maxSplits: 1, omittingEmptySubsequences: false)
        let scheme = parts.count == 2 ? parts[0].lowercased() : "http"
        let rest = parts.count == 2 ? parts[1] : Substring(url)
        var authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        let closing = authority.lastIndex(of: "]")
        if let colon = authority.lastIndex(of: ":"), closing.map({ colon > $0 }) ?? true {
            return String(authority)
        }
        return "\(authority):\(scheme == "https" ? 443 : 80)"
    }

    /// curl's own text for `code`, lower-cased, for what has no words of ours.
    private static func curlText(_ code: CURLcode) -> String {
        String(cString: curl_easy_strerror(code)).lowercased()
    }
}
