import RxCore

/// An observer that records each event with the virtual time it arrived at.
public final class TestableObserver<Element>: ObserverType {
    private unowned let scheduler: TestScheduler

    /// The events received so far.
    public private(set) var events: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Records `event` at the scheduler's current time.
    public func on(_ event: Event<Element>) {
        events.append(Recorded(time: scheduler.clock, value: event))
    }
}
