/// A sequence of events over time; the base class of every operator and subject.
///
/// Subclasses implement `run(_:)`; `subscribe(_:)` adds a `CurrentThreadScheduler` trampoline
/// around the outermost subscription, so synchronous sources emit only after the whole chain
/// is wired and can therefore be stopped by a downstream `take`.
public class Observable<Element>: ObservableType, @unchecked Sendable {
    @usableFromInline
    init() {}

    /// Subscribes `observer` to the sequence.
    @inlinable
    public final func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let observer = AnyObserver(observer)
        if CurrentThreadScheduler.isScheduleRequired {
            return CurrentThreadScheduler.instance.trampoline { self.run(observer) }
        }
        return run(observer)
    }

    /// Starts one subscription; called with a trampoline already running, or from an operator.
    @usableFromInline
    func run(_ observer: AnyObserver<Element>) -> Disposable {
        preconditionFailure("Observable subclasses implement run(_:)")
    }

    /// This sequence.
    public final func asObservable() -> Observable<Element> { self }
}

/// An observable whose subscriptions are made by a closure; what every operator returns.
@usableFromInline
final class AnonymousObservable<Element>: Observable<Element>, @unchecked Sendable {
    @usableFromInline
    let subscribeHandler: (AnyObserver<Element>) -> Disposable

    @inlinable
    init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    @inlinable
    override func run(_ observer: AnyObserver<Element>) -> Disposable {
        subscribeHandler(observer)
    }
}
