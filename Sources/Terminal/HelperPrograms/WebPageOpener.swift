/// Opens a web page in the person's browser with `xdg-open`. Only an http(s) URL is handed
/// on: a server's `file://`, `smb://` or `--help` never is. (No `--` before it: xdg-open takes
/// none and fails on one, and an http(s) URL cannot be read as an option.) The opener is
/// watched for `watchingFor` milliseconds (`watchedFor`, 3 s): one that exits 0 by then, or
/// still runs (xdg-open waits for a browser it started), opened the page; one that exits
/// otherwise failed.
public struct WebPageOpener: Sendable {
    /// What came of asking to open a page.
    public enum Outcome: Sendable, Equatable {
        case opened
        case notWebPage
        case noOpener
        case cannotStart
        /// The opener exited with this status, or was killed by a signal (`nil`).
        case failed(status: Int32?)
    }

    /// How long an opener is watched for failing, in milliseconds.
    public static let watchedFor = 3_000

    /// `xdg-open`, when present.
    public let opener: String?
    /// The environment it runs in (the browser it starts needs `DISPLAY` and the like).
    public let environment: [String: String]
    /// How long the opener is watched for failing, in milliseconds.
    public let watchingFor: Int

    public init(opener: String?, environment: [String: String], watchingFor: Int = watchedFor) {
        self.opener = opener
        self.environment = environment
        self.watchingFor = watchingFor
    }

    /// The opener on the environment's `PATH`, run in that environment.
    public static func fromEnvironment(_ environment: [String: String]) -> WebPageOpener {
        WebPageOpener(
            opener: ChildProcess.find("xdg-open", on: environment["PATH"] ?? "/usr/bin:/bin"), environment: environment)
    }

    /// Opens `page` when it is an http(s) URL, not waiting for the browser longer than
    /// `watchingFor`.
    public func open(_ page: String) -> Outcome {
        let scheme = page.prefix { $0 != ":" }.lowercased()
        guard scheme == "https" || scheme == "http", page.dropFirst(scheme.count).hasPrefix("://") else {
            return .notWebPage
        }
        guard let opener else { return .noOpener }
        switch ChildProcess.start(opener, [page], environment: environment, watchingFor: watchingFor) {
        case .done, .timedOut: return .opened
        case .failed(let status): return .failed(status: status)
        case .cannotStart: return .cannotStart
        }
    }
}
