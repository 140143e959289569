import NIOCore

/// A link slower than loopback, imposed per connection (`--rtt MS`, `--bandwidth KBPS`): a new
/// connection's first response starts two round trips after it opened (the TCP handshake, then
/// the request), every later one a round trip after its request, and bodies go out no faster
/// than the bandwidth. Test machinery (`/__…`) is exempt.
struct NetworkProfile: Sendable {
    /// The round-trip time, in milliseconds.
    var rtt = 0
    /// The bandwidth, in kilobits a second (`nil`: as fast as loopback).
    var kilobitsPerSecond: Int?

    /// Whether the profile changes anything.
    var isActive: Bool { rtt > 0 || kilobitsPerSecond != nil }

    /// When the first byte of the response to a request received `now` on a connection opened
    /// at `opened` may leave.
    func firstByte(now: NIODeadline, opened: NIODeadline) -> NIODeadline {
        let roundTrip = TimeAmount.milliseconds(Int64(rtt))
        return max(now + roundTrip, opened + roundTrip + roundTrip)
    }

    /// How long after a body's first byte its byte `offset` may leave.
    func offset(_ offset: Int) -> TimeAmount {
        guard let kilobitsPerSecond, kilobitsPerSecond > 0 else { return .zero }
        return .nanoseconds(Int64(Double(offset) * 8 / Double(kilobitsPerSecond * 1000) * 1e9))
    }

    /// The bytes sent at a time: ten milliseconds' worth, at least one TCP segment.
    var chunk: Int {
        guard let kilobitsPerSecond else { return Int.max }
        return max(1460, kilobitsPerSecond * 1000 / 8 / 100)
    }
}
