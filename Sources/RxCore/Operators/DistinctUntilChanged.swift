extension ObservableType where Element: Equatable {
    /// Drops elements equal to the one before them.
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: ==)
    }
}

extension ObservableType {
    /// Drops elements whose key equals the previous element's key.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
        -> Observable<Element>
    {
        distinctUntilChanged(keySelector, comparer: ==)
    }

    /// Drops elements that `comparer` finds equal to the previous element.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Drops elements whose key `comparer` finds equal to the previous element's key; an error
    /// thrown by either closure is emitted.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        .chained(to: asObservable()) {
            DistinctUntilChangedSink(keySelector: keySelector, comparer: comparer, observer: $0)
        }
    }
}

final class DistinctUntilChangedSink<Element, Key>: Sink<Element>, SourceObserver, @unchecked Sendable {
    private let keySelector: (Element) throws -> Key
    private let comparer: (Key, Key) throws -> Bool
    private var previousKey: Key?

    init(
        keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool,
        observer: AnyObserver<Element>
    ) {
        self.keySelector = keySelector
        self.comparer = comparer
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                let key = try keySelector(element)
                if let previousKey, try comparer(previousKey, key) { return }
                previousKey = key
                forwardNext(element)
            } catch {
                forwardError(error)
            }
        case .error(let error): forwardError(error)
        case .completed: forwardTerminal(.completed)
        }
    }
}
