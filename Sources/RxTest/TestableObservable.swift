import RxCore

/// An observable that replays recorded events on a `TestScheduler` and records its
/// subscriptions.
public class TestableObservable<Element>: ObservableType {
    /// The scheduler the events are played on.
    public let testScheduler: TestScheduler
    /// The events this observable plays.
    public let recordedEvents: [Recorded<Event<Element>>]
    /// Every subscription so far, with its subscribe and dispose ticks.
    public internal(set) var subscriptions: [Subscription] = []

    init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = scheduler
        self.recordedEvents = recordedEvents
    }

    /// Subscribes `observer`; implemented by the hot and cold variants.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        preconditionFailure("HotObservable and ColdObservable implement subscribe(_:)")
    }

    /// Records a new subscription at the current tick; returns its index.
    func recordSubscription() -> Int {
        subscriptions.append(Subscription(testScheduler.clock))
        return subscriptions.count - 1
    }

    /// Records the disposal of subscription `index` at the current tick.
    func recordDisposal(of index: Int) {
        subscriptions[index] = Subscription(subscriptions[index].subscribe, testScheduler.clock)
    }
}

/// Plays its events at their absolute times, to whoever is subscribed then.
final class HotObservable<Element>: TestableObservable<Element> {
    private var observers: [Int: AnyObserver<Element>] = [:]
    private var nextKey = 0

    override init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(scheduler: scheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            scheduler.scheduleAt(recorded.time) {
                for key in self.observers.keys.sorted() {
                    self.observers[key]?.on(recorded.value)
                }
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let key = nextKey
        nextKey += 1
        observers[key] = AnyObserver(observer)
        let index = recordSubscription()
        return Disposables.create {
            self.observers[key] = nil
            self.recordDisposal(of: index)
        }
    }
}

/// Plays its events relative to each subscription.
final class ColdObservable<Element>: TestableObservable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let index = recordSubscription()
        let scheduled = CompositeDisposable()
        for recorded in recordedEvents {
            scheduled.insert(
                testScheduler.scheduleAbsolute(testScheduler.clock + recorded.time) {
                    observer.on(recorded.value)
                })
        }
        return Disposables.create {
            scheduled.dispose()
            self.recordDisposal(of: index)
        }
    }
}
