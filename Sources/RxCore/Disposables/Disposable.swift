/// A resource that can be released, such as a subscription. `dispose()` is idempotent and may
/// be called from any thread.
public protocol Disposable {
    /// Releases the resource; later calls do nothing.
    func dispose()
}

/// A disposable that also tells whether it was disposed.
public protocol Cancelable: Disposable {
    /// Whether `dispose()` was called.
    var isDisposed: Bool { get }
}

extension Disposable {
    /// Adds this disposable to `bag`, which disposes it when the bag is deallocated.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }

    /// Adds this disposable to `group`, which disposes it with its other members (at once when
    /// the group is already disposed). For members that are never removed alone: no key is kept.
    public func kept(in group: CompositeDisposable) {
        group.insert(self)
    }
}
