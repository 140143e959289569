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

extension SerialDispatchQueueScheduler {
    /// Stops a debug build unless it is running on this scheduler's queue: what a type confined
    /// to the scheduler calls where its state changes, as swift-nio's `assertInEventLoop()`.
    /// Release builds check nothing: this is an `assert`, evaluated in the caller's build, since
    /// on Linux `dispatchPrecondition` itself is checked in every build, even `-Ounchecked`.
    @inlinable
    public func assertOnQueue() {
        assert(checkedOnQueue())
    }

    /// `true` when running on this scheduler's queue; otherwise the program stops.
    @usableFromInline
    func checkedOnQueue() -> Bool {
        dispatchPrecondition(condition: .onQueue(configuration.queue))
        return true
    }
}
