extension ObservableType {
    /// Keeps the elements for which `predicate` is true; a thrown error is emitted.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        .chained(to: asObservable()) { FilterSink(predicate: predicate, observer: $0) }
    }
}

@usableFromInline
final class FilterSink<Element>: Sink<Element>, SourceObserver, @unchecked Sendable {
    @usableFromInline
    let predicate: (Element) throws -> Bool

    @inlinable
    init(predicate: @escaping (Element) throws -> Bool, observer: AnyObserver<Element>) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                if try predicate(element) { forwardNext(element) }
            } catch {
                forwardError(error)
            }
        case .error(let error): forwardError(error)
        case .completed: forwardTerminal(.completed)
        }
    }
}
