/// A sequence of events over time; what every operator returns and every subject is.
///
/// Each observable holds the closure that starts one subscription. Operators create that closure
/// in `@inlinable` code, so it is specialized for the element types of the caller. `subscribe(_:)`
/// adds a `CurrentThreadScheduler` trampoline around the outermost subscription, so synchronous
/// sources emit only after the whole chain is wired and can therefore be stopped by a
/// downstream `take`.
public class Observable<Element>: ObservableType, @unchecked Sendable {
    @usableFromInline
    let runHandler: (AnyObserver<Element>) -> Disposable

    /// An observable whose subscriptions are started by `runHandler`.
    @inlinable
    init(_ runHandler: @escaping (AnyObserver<Element>) -> Disposable) {
        self.runHandler = runHandler
    }

    /// Subscribes `observer` to the sequence.
    @inlinable
    public final func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let observer = AnyObserver(observer)
        return CurrentThreadScheduler.trampoline { self.run(observer) }
    }

    /// Starts one subscription; called with a trampoline already running, or from an operator.
    @inlinable
    final func run(_ observer: AnyObserver<Element>) -> Disposable {
        runHandler(observer)
    }

    /// This sequence.
    @inlinable
    public final func asObservable() -> Observable<Element> { self }
}
