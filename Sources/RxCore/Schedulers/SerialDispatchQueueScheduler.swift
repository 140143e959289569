import Dispatch

/// Runs work on a serial dispatch queue, one item at a time, in order.
public final class SerialDispatchQueueScheduler: SchedulerType, DispatchQueueScheduler {
    let configuration: DispatchQueueConfiguration

    /// A scheduler on a new serial queue that targets `queue`.
    public init(
        queue: DispatchQueue, internalSerialQueueName: String = "rxcore.serial",
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let serialQueue = DispatchQueue(label: internalSerialQueueName, target: queue)
        configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
    }

    /// A scheduler on a new serial queue.
    public convenience init(internalSerialQueueName: String) {
        self.init(queue: DispatchQueue.global(), internalSerialQueueName: internalSerialQueueName)
    }

    /// A scheduler on a new serial queue targeting the global queue of `qos`.
    public convenience init(qos: DispatchQoS, internalSerialQueueName: String = "rxcore.serial.global") {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), internalSerialQueueName: internalSerialQueueName)
    }
}
