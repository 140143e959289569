extension ObservableType {
    /// Emits each intermediate result of accumulating the elements into `seed`.
    public func scan<Accumulate>(
        into seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        .chained(to: asObservable()) { ScanSink(seed: seed, accumulator: accumulator, observer: $0) }
    }

    /// Emits each intermediate result of `accumulator` applied from `seed`.
    public func scan<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        scan(into: seed) { accumulate, element in accumulate = try accumulator(accumulate, element) }
    }
}

final class ScanSink<SourceElement, Accumulate>: Sink<Accumulate>, SourceObserver, @unchecked Sendable {
    private var accumulate: Accumulate
    private let accumulator: (inout Accumulate, SourceElement) throws -> Void

    init(
        seed: Accumulate,
        accumulator: @escaping (inout Accumulate, SourceElement) throws -> Void,
        observer: AnyObserver<Accumulate>
    ) {
        self.accumulate = seed
        self.accumulator = accumulator
        super.init(observer: observer)
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            do {
                try accumulator(&accumulate, element)
                forwardNext(accumulate)
            } catch {
                forwardError(error)
            }
        case .error(let error): forwardError(error)
        case .completed: forwardTerminal(.completed)
        }
    }
}
