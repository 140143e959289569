extension ObservableType {
    /// Accumulates all elements from `seed` and emits `mapResult` of the total on completion.
    @inlinable
    public func reduce<Accumulate, Result>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) -> Observable<Result> {
        .chained(to: asObservable()) {
            ReduceSink(seed: seed, accumulator: accumulator, mapResult: mapResult, observer: $0)
        }
    }

    /// Accumulates all elements from `seed` and emits the total on completion.
    @inlinable
    public func reduce<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }
}

@usableFromInline
final class ReduceSink<SourceElement, Accumulate, Result>: Sink<Result>, SourceObserver, @unchecked Sendable {
    // Touched only by upstream events, which arrive one at a time, so accesses never overlap.
    @usableFromInline @exclusivity(unchecked)
    var accumulate: Accumulate
    @usableFromInline
    let accumulator: (Accumulate, SourceElement) throws -> Accumulate
    @usableFromInline
    let mapResult: (Accumulate) throws -> Result

    @inlinable
    init(
        seed: Accumulate,
        accumulator: @escaping (Accumulate, SourceElement) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result,
        observer: AnyObserver<Result>
    ) {
        self.accumulate = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            do { accumulate = try accumulator(accumulate, element) } catch { forwardError(error) }
        case .error(let error):
            forwardError(error)
        case .completed:
            do {
                forwardNext(try mapResult(accumulate))
                forwardTerminal(.completed)
            } catch {
                forwardError(error)
            }
        }
    }
}
