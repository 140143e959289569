import CSpawn
import Foundation
import HTTP
import RxCore
import RxTest

/// The Giphy-compatible server, run as a real process on loopback for one test.
public final class FixtureServer {
    /// The API key the server accepts.
    public static let apiKey = "fixture-key"
    /// The key the server's KLIPY API accepts.
    public static let klipyKey = "fixture-klipy-key"

    private let process: Spawn.Child
    /// The write end of the server's standard input: it ends with this process, and so does
    /// the server.
    private let lifeline: Int32
    /// Whether the server was stopped.
    private let stopped = LockedState(false)
    /// `http://127.0.0.1:<port>`.
    public let baseURL: String
    /// The server process's id.
    public var processIdentifier: Int32 { process.processIdentifier }

    /// Starts a server on a free port and waits until it accepts connections; `arguments` add
    /// to its command line (a network profile: `--rtt MS --bandwidth KBPS`).
    public init(arguments: [String] = []) throws {
        let portFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fixture-port-\(UUID().uuidString)")
        var input: [Int32] = [0, 0]
        guard pipe2(&input, O_CLOEXEC) == 0 else { throw FixtureError.didNotStart }
        // None of the test process's own streams: `swift test` reads this process's output to
        // its end, which a server left running (a test that crashed the process, a server never
        // released) would hold off for ever.
        do {
            process = try Spawn.child(
                Self.binary.path,
                [
                    "--port", "0", "--port-file", portFile.path, "--api-key", Self.apiKey, "--klipy-key",
                    Self.klipyKey, "--catalog-cache",
                    FileManager.default.temporaryDirectory.path + "/gifsearch-fixture-catalog", "--exit-with-stdin",
                ] + arguments, environment: ProcessInfo.processInfo.environment, input: input[0], output: nil,
                errors: nil)
        } catch {
            close(input[0])
            close(input[1])
            throw error
        }
        close(input[0])
        lifeline = input[1]
        let deadline = Date().addingTimeInterval(10)
        var port: String?
        while port == nil && Date() < deadline {
            port = try? String(contentsOf: portFile, encoding: .utf8)
            if port == nil { Thread.sleep(forTimeInterval: 0.01) }
        }
        try? FileManager.default.removeItem(at: portFile)
        guard let port else {
            Self.end(process, lifeline: lifeline)
            throw FixtureError.didNotStart
        }
        baseURL = "http://127.0.0.1:\(port)"
    }

    deinit {
        stop()
    }

    /// The server's binary, beside the running test executable.
    public static var binary: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("ProviderFixtureServer")
    }

    /// Stops the server; later requests find nothing listening.
    public func stop() {
        guard
            stopped.withLock({ stopped in
                defer { stopped = true }
                return !stopped
            })
        else { return }
        Self.end(process, lifeline: lifeline)
    }

    /// Kills the server `process` and waits for it, and closes its `lifeline`.
    private static func end(_ process: Spawn.Child, lifeline: Int32) {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        close(lifeline)
    }

    /// An API URL with the API key.
    public func api(_ path: String, _ query: String = "") -> String {
        "\(baseURL)\(path)?api_key=\(Self.apiKey)\(query.isEmpty ? "" : "&" + query)"
    }

    /// Sets the server's faults.
    public func inject(_ faults: String, using session: CurlSession) throws {
        let request = HTTPRequest(
            url: baseURL + "/__control", method: .post, body: Array("{\"faults\": [\(faults)]}".utf8))
        _ = try session.rx.data(request: request).toBlocking(timeout: 10).single()
    }

    /// How many connections the server has accepted.
    public func connectionCount(using session: CurlSession) throws -> Int {
        try stat("connections", using: session)
    }

    /// How many body bytes the server has sent, of every response.
    public func bytesSent(using session: CurlSession) throws -> Int {
        try stat("bytesSent", using: session)
    }

    /// How many responses the server is still sending.
    public func answering(using session: CurlSession) throws -> Int {
        try stat("answering", using: session)
    }

    /// One request the server saw.
    public struct LoggedRequest: Sendable {
        public let method: String
        public let path: String
        public let query: [String: String]
        /// The body, as text.
        public let body: String
    }

    /// The requests the server saw, in order.
    public func requests(using session: CurlSession) throws -> [LoggedRequest] {
        let log = try session.rx.json(request: HTTPRequest(url: baseURL + "/__log")).toBlocking(timeout: 10).single()
        guard case .array(let entries) = log else { throw FixtureError.unexpectedStats }
        return try entries.map { entry in
            guard case .string(let path)? = entry["path"], case .string(let method)? = entry["method"],
                case .string(let body)? = entry["body"], case .object(let query)? = entry["query"]
            else { throw FixtureError.unexpectedStats }
            return LoggedRequest(
                method: method, path: path,
                query: query.compactMapValues { if case .string(let value) = $0 { value } else { nil } }, body: body)
        }
    }

    /// The Action Register calls the server saw, in order.
    public func pingbacks(using session: CurlSession) throws -> [LoggedRequest] {
        try requests(using: session).filter { $0.path == "/pingback_simple" }
    }

    /// The values of query parameter `name` in the requests the server saw, in order (requests
    /// without it left out).
    public func loggedValues(of name: String, using session: CurlSession) throws -> [String] {
        try requests(using: session).compactMap { $0.query[name] }
    }

    /// The most API requests the server was answering at once.
    public func mostAtOnce(using session: CurlSession) throws -> Int {
        try stat("mostAtOnce", using: session)
    }

    private func stat(_ name: String, using session: CurlSession) throws -> Int {
        let stats = try session.rx.json(request: HTTPRequest(url: baseURL + "/__stats")).toBlocking(timeout: 10)
            .single()
        guard case .number(let count)? = stats[name] else { throw FixtureError.unexpectedStats }
        return Int(count)
    }
}

public enum FixtureError: Error {
    case didNotStart
    case unexpectedStats
}

/// A session configured for tests.
public func testSession(timeout: Double = 10, maxConnectionsPerHost: Int = 8) -> CurlSession {
    CurlSession(
        configuration: HTTPConfiguration(
            connectTimeout: 5, timeout: timeout, maxConnectionsPerHost: maxConnectionsPerHost,
            userAgent: "gifsearch/test"))
}
