import RxCore

/// A scheduler on virtual time, for deterministic tests of time-based operators.
///
/// Work runs in order of due tick, work due at the same tick in the order it was scheduled, and
/// work due at or before the current tick runs at the next tick (as RxSwift's `TestScheduler`
/// simulates processing delay). One tick is `resolution` seconds of scheduler time. The scheduler
/// is confined to the thread that runs it: `@unchecked Sendable` only lets operators hold it.
public final class TestScheduler: SchedulerType, @unchecked Sendable {
    private struct Item {
        let time: TestTime
        let order: Int
        let action: () -> Void
        let cancel: BooleanDisposable
    }

    /// The current virtual time.
    public private(set) var clock: TestTime

    /// The virtual time in seconds.
    public var now: Double { Double(clock) * resolution }
    private let resolution: Double
    private var queue: [Item] = []
    private var nextOrder = 0
    private var isStopped = false

    /// A scheduler whose clock starts at `initialClock`; one tick lasts `resolution` seconds.
    public init(initialClock: TestTime, resolution: Double = 1.0) {
        self.clock = initialClock
        self.resolution = resolution
    }

    /// Runs `action` at `time` (or at the next tick if `time` has passed).
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsolute(time, action: action)
    }

    /// Creates an observable that emits `events` at their times whether or not anyone listens.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(scheduler: self, recordedEvents: events)
    }

    /// Creates an observable that emits `events` relative to each subscription's time.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(scheduler: self, recordedEvents: events)
    }

    /// Creates an observer that records what it receives with the virtual time.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Creates the sequence at `created`, subscribes to it at `subscribed`, disposes the
    /// subscription at `disposed`, runs the scheduler, and returns what was recorded.
    public func start<Output: ObservableConvertibleType>(
        created: TestTime,
        subscribed: TestTime,
        disposed: TestTime,
        create: @escaping () -> Output
    ) -> TestableObserver<Output.Element> {
        var source: Observable<Output.Element>?
        var subscription: Disposable?
        let observer = createObserver(Output.Element.self)
        scheduleAt(created) { source = create().asObservable() }
        scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
        scheduleAt(disposed) { subscription?.dispose() }
        start()
        return observer
    }

    /// `start(created: 100, subscribed: 200, disposed:create:)`.
    public func start<Output: ObservableConvertibleType>(disposed: TestTime, create: @escaping () -> Output)
        -> TestableObserver<Output.Element>
    {
        start(created: 100, subscribed: 200, disposed: disposed, create: create)
    }

    /// `start(created: 100, subscribed: 200, disposed: 1000, create:)`.
    public func start<Output: ObservableConvertibleType>(_ create: @escaping () -> Output)
        -> TestableObserver<Output.Element>
    {
        start(created: 100, subscribed: 200, disposed: 1000, create: create)
    }

    /// Runs scheduled work in time order until none is left or `stop()` is called.
    public func start() {
        isStopped = false
        while !isStopped, let item = popNext(upTo: Int.max) {
            run(item)
        }
    }

    /// Runs the work due up to `time`, then sets the clock to `time`.
    public func advanceTo(_ time: TestTime) {
        isStopped = false
        while !isStopped, let item = popNext(upTo: time) {
            run(item)
        }
        clock = max(clock, time)
    }

    /// Stops `start()` after the work that is running.
    public func stop() {
        isStopped = true
    }

    /// Converts an interval to ticks, rounding to the nearest tick.
    public func ticks(_ interval: RxTimeInterval) -> TestTime {
        if case .never = interval { return Int.max / 2 }
        return Int((Double(interval.nanoseconds) / 1e9 / resolution).rounded())
    }

    /// Schedules `action` at virtual `time`; see the type's description for the ordering rules.
    func scheduleAbsolute(_ time: TestTime, action: @escaping () -> Void) -> Disposable {
        let due = time <= clock ? clock + 1 : time
        let item = Item(time: due, order: nextOrder, action: action, cancel: BooleanDisposable())
        nextOrder += 1
        let index = queue.firstIndex { ($0.time, $0.order) > (item.time, item.order) } ?? queue.endIndex
        queue.insert(item, at: index)
        return item.cancel
    }

    private func popNext(upTo limit: TestTime) -> Item? {
        while let first = queue.first, first.time <= limit {
            queue.removeFirst()
            if !first.cancel.isDisposed { return first }
        }
        return nil
    }

    private func run(_ item: Item) {
        clock = max(clock, item.time)
        item.action()
    }

    public func schedule<StateType: Sendable>(
        _ state: StateType,
        action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    public func scheduleRelative<StateType: Sendable>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        let result = SerialDisposable()
        result.disposable = scheduleAbsolute(clock + ticks(dueTime)) {
            result.disposable = action(state)
        }
        return result
    }

    public func schedulePeriodic<StateType: Sendable>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping @Sendable (StateType) -> StateType
    ) -> Disposable {
        let result = SerialDisposable()
        let periodTicks = ticks(period)
        var current = state
        func tick() {
            current = action(current)
            result.disposable = scheduleAbsolute(clock + periodTicks, action: tick)
        }
        result.disposable = scheduleAbsolute(clock + ticks(startAfter), action: tick)
        return result
    }
}
