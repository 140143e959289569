extension ObservableType {
    /// Transforms each element; an error thrown by `transform` is emitted.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        .chained(to: asObservable()) { MapSink(transform: transform, observer: $0) }
    }
}

@usableFromInline
final class MapSink<SourceElement, Result>: Sink<Result>, SourceObserver, @unchecked Sendable {
    @usableFromInline
    let transform: (SourceElement) throws -> Result

    @inlinable
    init(transform: @escaping (SourceElement) throws -> Result, observer: AnyObserver<Result>) {
        self.transform = transform
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            do { forwardNext(try transform(element)) } catch { forwardError(error) }
        case .error(let error): forwardError(error)
        case .completed: forwardTerminal(.completed)
        }
    }
}
