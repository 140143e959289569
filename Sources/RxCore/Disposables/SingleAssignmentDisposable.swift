import Synchronization

/// Holds one disposable that is set later; disposing it first makes the later assignment
/// dispose immediately.
///
/// Not `final`: every operator's `Sink` is one, holding its upstream subscription, which saves
/// an allocation per operator per subscription.
public class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    private static let empty = 0
    private static let holding = 1
    private static let disposed = 2

    /// Publishes `held`: the setter writes it before moving `state` from empty to holding
    /// (releasing); the disposer reads it only after moving `state` from holding to disposed
    /// (acquiring). Each side touches `held` only while it owns it, so no lock is needed.
    private let state = Atomic<Int>(SingleAssignmentDisposable.empty)
    /// `NopDisposable` when nothing is held: a plain existential, not an optional one, whose
    /// checks and copies go through the value witnesses on every subscription. Only its owner
    /// (see `state`) touches it, so accesses never overlap and are not checked at run time.
    @exclusivity(unchecked) private var held: Disposable = NopDisposable.instance

    /// An empty holder.
    public init() {}

    /// Whether `dispose()` was called.
    public var isDisposed: Bool { state.load(ordering: .acquiring) == Self.disposed }

    /// Sets the held disposable; may be called once.
    public func setDisposable(_ disposable: Disposable) {
        held = disposable
        let (exchanged, current) = state.compareExchange(
            expected: Self.empty, desired: Self.holding, ordering: .acquiringAndReleasing)
        if exchanged { return }
        precondition(current == Self.disposed, "SingleAssignmentDisposable set twice")
        held = NopDisposable.instance
        disposable.dispose()
    }

    /// Disposes the held disposable, or the one set later.
    public func dispose() {
        guard state.exchange(Self.disposed, ordering: .acquiringAndReleasing) == Self.holding else { return }
        let disposable = held
        held = NopDisposable.instance
        disposable.dispose()
    }
}
