import Dispatch

/// Runs work on a dispatch queue that may run items concurrently.
public final class ConcurrentDispatchQueueScheduler: SchedulerType, DispatchQueueScheduler {
    let configuration: DispatchQueueConfiguration

    /// A scheduler on `queue`.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// A scheduler on the global queue of `qos`.
    public convenience init(qos: DispatchQoS) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass))
    }
}

extension ConcurrentDispatchQueueScheduler {
    /// The process's one scheduler for work that computes: a concurrent queue at user-initiated
    /// priority, whose threads are not shared with default-priority work. What the HTTP layer
    /// delivers on and what the picker renders on.
    public static let compute = ConcurrentDispatchQueueScheduler(
        queue: DispatchQueue(label: "rxcore.compute", qos: .userInitiated, attributes: .concurrent))
}
