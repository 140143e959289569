import Synchronization

/// Factories for common disposables.
public enum Disposables {
    /// A disposable that does nothing.
    public static func create() -> Disposable { NopDisposable.instance }

    /// A disposable that runs `dispose` once, on the first `dispose()` call.
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }

    /// A disposable that disposes both disposables.
    public static func create(_ first: Disposable, _ second: Disposable) -> Cancelable {
        CompositeDisposable(first, second)
    }

    /// A disposable that disposes all the given disposables.
    public static func create(_ first: Disposable, _ second: Disposable, _ third: Disposable, _ rest: Disposable...)
        -> Cancelable
    {
        CompositeDisposable(disposables: [first, second, third] + rest)
    }

    /// A disposable that disposes all the given disposables.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        CompositeDisposable(disposables: disposables)
    }
}

/// The disposable that does nothing.
struct NopDisposable: Disposable {
    static let instance = NopDisposable()
    func dispose() {}
}

/// Runs a closure once on the first `dispose()`.
@usableFromInline
final class AnonymousDisposable: Cancelable, @unchecked Sendable {
    /// Guards `action`, which is taken out (and so released) on the first `dispose()`.
    private let lock = LockedState(())
    private var action: (() -> Void)?

    @usableFromInline
    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    @usableFromInline
    var isDisposed: Bool { lock.withLock { _ in action == nil } }

    @usableFromInline
    func dispose() {
        let taken = lock.withLock { _ -> (() -> Void)? in
            defer { action = nil }
            return action
        }
        taken?()
    }
}

/// A flag that becomes true on `dispose()`.
public final class BooleanDisposable: Cancelable, Sendable {
    private let disposed = Atomic<Bool>(false)

    /// A disposable that is not yet disposed.
    public init() {}

    /// Whether `dispose()` was called.
    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// Sets the flag.
    public func dispose() { disposed.store(true, ordering: .releasing) }
}
