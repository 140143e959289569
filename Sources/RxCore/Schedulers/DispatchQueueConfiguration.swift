import Dispatch

/// A scheduler that runs its work on a dispatch queue, as its configuration says.
protocol DispatchQueueScheduler: SchedulerType {
    var configuration: DispatchQueueConfiguration { get }
}

extension DispatchQueueScheduler {
    /// The monotonic clock dispatch timers run on.
    public var now: Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

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

/// The scheduling shared by the dispatch-queue schedulers.
struct DispatchQueueConfiguration: Sendable {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    func schedule<StateType: Sendable>(
        _ state: StateType,
        action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        queue.async {
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    func scheduleRelative<StateType: Sendable>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        let cancel = SingleAssignmentDisposable()
        let timerDisposable = TimerDisposable(timer)
        timer.schedule(deadline: .now() + dueTime, leeway: leeway)
        // The handler holds the timer (through its disposable) until it fires or is disposed, so
        // work runs even when nobody keeps the returned disposable; firing cancels the one-shot
        // timer, which releases the handler and ends that cycle.
        timer.setEventHandler {
            timerDisposable.dispose()
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        timer.resume()
        return Disposables.create(timerDisposable, cancel)
    }

    func schedulePeriodic<StateType: Sendable>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping @Sendable (StateType) -> StateType
    ) -> Disposable {
        // A serial queue of its own, so ticks never overlap even on a concurrent queue.
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "rxcore.periodic", target: queue))
        let timerDisposable = TimerDisposable(timer)
        let periodicState = PeriodicState(state)
        timer.schedule(deadline: .now() + startAfter, repeating: period, leeway: leeway)
        timer.setEventHandler {
            if timerDisposable.isDisposed { return }
            periodicState.advance(action)
        }
        timer.resume()
        return timerDisposable
    }
}

/// Cancels a dispatch timer once, which also releases its handler.
private final class TimerDisposable: Cancelable, @unchecked Sendable {
    private let timer: DispatchSourceTimer
    private let disposed = BooleanDisposable()

    init(_ timer: DispatchSourceTimer) {
        self.timer = timer
    }

    var isDisposed: Bool { disposed.isDisposed }

    func dispose() {
        if disposed.isDisposed { return }
        disposed.dispose()
        timer.cancel()
    }
}

/// The state of a periodic action; only touched from the timer's handler, which runs on a
/// serial queue.
private final class PeriodicState<StateType>: @unchecked Sendable {
    private var state: StateType

    init(_ state: StateType) {
        self.state = state
    }

    func advance(_ action: (StateType) -> StateType) {
        state = action(state)
    }
}
