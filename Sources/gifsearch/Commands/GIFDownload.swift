import FoundationEssentials
import HTTP
import RxCore

/// Fetching a GIF named by URL for the commands that take files or URLs.
enum GIFDownload {
    /// Whether `argument` names a URL rather than a file.
    static func isURL(_ argument: String) -> Bool {
        let prefix = argument.prefix(8).lowercased()
        return prefix.hasPrefix("http://") || prefix.hasPrefix("https://")
    }

    /// The bytes at `url`, with retries; a failure is printed and returned as the exit status.
    static func fetch(_ url: String, options: NetworkOptions, session: CurlSession) -> Result<[UInt8], ExitFailure> {
        let request = HTTPRequest(url: url, maxBodySize: HTTPRequest.mediaBodyLimit)
        switch options.retrying(session.rx.data(request: request)).waitForResult() {
        case .success(let bodies):
            return .success(bodies.first.map { [UInt8]($0) } ?? [])
        case .failure(let error):
            Diagnostics.error("\(error)", about: request.redactedURL)
            if case HTTPError.requestFailed(let response, _) = error, response.statusCode == 404 {
                return .failure(ExitFailure(status: ExitStatus.nothingFound))
            }
            if case HTTPError.bodyTooLarge = error { return .failure(ExitFailure(status: ExitStatus.badData)) }
            return .failure(ExitFailure(status: ExitStatus.networkFailure))
        }
    }
}
