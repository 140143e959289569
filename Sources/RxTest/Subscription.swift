/// When a test observable was subscribed and when that subscription was disposed.
public struct Subscription: Equatable, Hashable, CustomDebugStringConvertible, Sendable {
    /// The tick of the subscription.
    public let subscribe: TestTime
    /// The tick of the disposal; `Int.max` while never disposed.
    public let unsubscribe: TestTime

    /// A subscription at `subscribe` that was never disposed.
    public init(_ subscribe: TestTime) {
        self.init(subscribe, Int.max)
    }

    /// A subscription from `subscribe` to `unsubscribe`.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    public var debugDescription: String {
        unsubscribe == Int.max ? "(\(subscribe), never)" : "(\(subscribe), \(unsubscribe))"
    }
}
