extension ObservableType {
    /// Transforms each element and drops the `nil` results; a thrown error is emitted.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        .chained(to: asObservable()) { CompactMapSink(transform: transform, observer: $0) }
    }
}

final class CompactMapSink<SourceElement, Result>: Sink<Result>, SourceObserver, @unchecked Sendable {
    private let transform: (SourceElement) throws -> Result?

    init(transform: @escaping (SourceElement) throws -> Result?, observer: AnyObserver<Result>) {
        self.transform = transform
        super.init(observer: observer)
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            do {
                if let result = try transform(element) { forwardNext(result) }
            } catch {
                forwardError(error)
            }
        case .error(let error): forwardError(error)
        case .completed: forwardTerminal(.completed)
        }
    }
}
