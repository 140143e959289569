import Dispatch

/// Runs work on a dispatch queue that may run items concurrently.
public final class ConcurrentDispatchQueueScheduler: SchedulerType {
    private let configuration: DispatchQueueConfiguration

    /// A scheduler on `queue`.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// A scheduler on the global queue of `qos`.
    public convenience init(qos: DispatchQoS) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass))
    }

    public func schedule<StateType: Sendable>(
        _ state: StateType,
        action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        configuration.schedule(state, action: action)
    }

    public func scheduleRelative<StateType: Sendable>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func schedulePeriodic<StateType: Sendable>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping @Sendable (StateType) -> StateType
    ) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
