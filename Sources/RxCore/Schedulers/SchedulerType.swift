import Dispatch

/// A span of time for schedulers and time-based operators.
public typealias RxTimeInterval = DispatchTimeInterval

/// Runs work as soon as it can.
public protocol ImmediateSchedulerType: Sendable {
    /// Runs `action(state)`; disposing the result cancels it if it has not run yet, and disposes
    /// what it returned if it has.
    func schedule<StateType: Sendable>(
        _ state: StateType,
        action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable
}

/// Runs work now, later, or periodically.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's clock in seconds, from an arbitrary origin: what work scheduled on it is
    /// timed against.
    var now: Double { get }

    /// Runs `action(state)` after `dueTime`.
    func scheduleRelative<StateType: Sendable>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable

    /// Runs `action` first after `startAfter` and then every `period`, threading the state through.
    func schedulePeriodic<StateType: Sendable>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping @Sendable (StateType) -> StateType
    ) -> Disposable
}

extension RxTimeInterval {
    /// The interval in nanoseconds; `.never` is `Int.max`.
    public var nanoseconds: Int {
        switch self {
        case .seconds(let value): return value.multipliedReportingOverflow(by: 1_000_000_000).partialValue
        case .milliseconds(let value): return value.multipliedReportingOverflow(by: 1_000_000).partialValue
        case .microseconds(let value): return value.multipliedReportingOverflow(by: 1_000).partialValue
        case .nanoseconds(let value): return value
        case .never: return Int.max
        @unknown default: return Int.max
        }
    }
}
