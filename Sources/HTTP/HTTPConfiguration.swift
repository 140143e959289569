/// The defaults and limits of a `CurlSession`.
public struct HTTPConfiguration: Sendable, Equatable {
    /// Seconds to wait for a connection.
    public var connectTimeout: Double
    /// Seconds one whole transfer may take.
    public var timeout: Double
    /// A transfer slower than `lowSpeedLimit` bytes per second for `lowSpeedTime` seconds aborts.
    public var lowSpeedLimit: Int
    public var lowSpeedTime: Int
    /// The most redirects followed.
    public var maxRedirects: Int
    /// The most connections to one host at a time.
    public var maxConnectionsPerHost: Int
    /// The `User-Agent` header.
    public var userAgent: String

    /// A configuration; by default 10 s to connect, 30 s per transfer, abort below 512 bytes/s
    /// for 10 s (a trickling or stalled server), 5 redirects, 8 connections per host.
    public init(
        connectTimeout: Double = 10, timeout: Double = 30, lowSpeedLimit: Int = 512, lowSpeedTime: Int = 10,
        maxRedirects: Int = 5, maxConnectionsPerHost: Int = 8, userAgent: String
    ) {
        self.connectTimeout = connectTimeout
        self.timeout = timeout
        self.lowSpeedLimit = lowSpeedLimit
        self.lowSpeedTime = lowSpeedTime
        self.maxRedirects = maxRedirects
        self.maxConnectionsPerHost = maxConnectionsPerHost
        self.userAgent = userAgent
    }
}
