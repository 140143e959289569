/// Holds one disposable that is set later; disposing it first makes the later assignment
/// dispose immediately.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    private let slot = DisposableSlot()

    /// An empty holder.
    public init() {}

    /// Whether `dispose()` was called.
    public var isDisposed: Bool { slot.isDisposed }

    /// Sets the held disposable; may be called once.
    public func setDisposable(_ disposable: Disposable) { slot.set(disposable) }

    /// Disposes the held disposable, or the one set later.
    public func dispose() { slot.dispose() }
}
