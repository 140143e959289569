/// Opens a web page in the person's browser with `xdg-open`. Only an http(s) URL is handed
/// on: a server's `file://`, `smb://` or `--help` never is. (No `--` before it: xdg-open takes
/// none and fails on one, and an http(s) URL cannot be read as an option.)
public struct WebPageOpener: Sendable {
    /// What came of asking to open a page.
    public enum Outcome: Sendable, Equatable {
        case opened
        case notWebPage
        case noOpener
        case cannotStart
    }

    /// `xdg-open`, when present.
    public let opener: String?
    /// The environment it runs in (the browser it starts needs `DISPLAY` and the like).
    public let environment: [String: String]

    public init(opener: String?, environment: [String: String]) {
        self.opener = opener
        self.environment = environment
    }

    /// The opener on the environment's `PATH`, run in that environment.
    public static func fromEnvironment(_ environment: [String: String]) -> WebPageOpener {
        WebPageOpener(
            opener: ChildProcess.find("xdg-open", on: environment["PATH"] ?? "/usr/bin:/bin"), environment: environment)
    }

    /// Opens `page` when it is an http(s) URL, not waiting for the browser.
    public func open(_ page: String) -> Outcome {
        let scheme = page.prefix { $0 != ":" }.lowercased()
        guard scheme == "https" || scheme == "http", page.dropFirst(scheme.count).hasPrefix("://") else {
            return .notWebPage
        }
        guard let opener else { return .noOpener }
        return ChildProcess.start(opener, [page], environment: environment) ? .opened : .cannotStart
    }
}
