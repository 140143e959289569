/// A group of disposables disposed together; disposables added after `dispose()` are disposed
/// at once.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
    /// Identifies an added disposable so it can be removed again.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let value: Int
    }

    private struct State {
        var disposables: [Int: Disposable]? = [:]
        var nextKey = 0
    }

    /// Guards the members; `nil` once disposed.
    private let state = LockedState(State())

    /// An empty group.
    public init() {}

    /// A group holding `first` and `second`.
    public init(_ first: Disposable, _ second: Disposable) {
        state.withLock { state in
            state.disposables = [0: first, 1: second]
            state.nextKey = 2
        }
    }

    /// A group holding `disposables`.
    public init(disposables: [Disposable]) {
        state.withLock { state in
            state.disposables = Dictionary(
                uniqueKeysWithValues: disposables.enumerated().map { ($0.offset, $0.element) })
            state.nextKey = disposables.count
        }
    }

    /// Whether `dispose()` was called.
    public var isDisposed: Bool { state.withLock { $0.disposables == nil } }

    /// The number of members.
    public var count: Int { state.withLock { $0.disposables?.count ?? 0 } }

    /// Adds `disposable` and returns its key, or disposes it and returns `nil` if the group was
    /// already disposed.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key = state.withLock { state -> Int? in
            guard state.disposables != nil else { return nil }
            let key = state.nextKey
            state.nextKey += 1
            state.disposables?[key] = disposable
            return key
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(value: key)
    }

    /// Removes the member under `key` and disposes it.
    public func remove(for key: DisposeKey) {
        let removed = state.withLock { $0.disposables?.removeValue(forKey: key.value) }
        removed?.dispose()
    }

    /// Disposes every member, outside the lock.
    public func dispose() {
        let members = state.withLock { state -> [Int: Disposable]? in
            defer { state.disposables = nil }
            return state.disposables
        }
        members?.values.forEach { $0.dispose() }
    }
}
