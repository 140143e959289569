/// The sink behind `zip` and `combineLatest`: several sources of type-erased elements, all
/// routed through one `SerialLoop`, so the buffers need no lock.
final class CombineSink<Result>: Sink<Result>, @unchecked Sendable {
    enum Mode {
        /// Pairs the n-th elements; a completed source with an empty buffer ends the sequence.
        case zip
        /// Combines the latest elements; ends when all sources completed, or when a source that
        /// never emitted can no longer be waited for.
        case latest
    }

    private let mode: Mode
    private let resultSelector: ([Any]) throws -> Result
    private let subscriptions: [SingleAssignmentDisposable]
    private let loop = SerialLoop<(Int, Event<Any>)>()
    // Touched only inside `process`, which the loop runs one message at a time.
    private var buffers: [[Any]]
    private var latest: [Any?]
    private var isDone: [Bool]

    private init(
        mode: Mode, arity: Int, resultSelector: @escaping ([Any]) throws -> Result, observer: AnyObserver<Result>
    ) {
        self.mode = mode
        self.resultSelector = resultSelector
        self.subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        self.buffers = Array(repeating: [], count: arity)
        self.latest = Array(repeating: nil, count: arity)
        self.isDone = Array(repeating: false, count: arity)
        super.init(observer: observer)
    }

    /// The combined sequence of `sources`.
    static func observable(
        mode: Mode,
        _ sources: [Observable<Any>],
        resultSelector: @escaping ([Any]) throws -> Result
    ) -> Observable<Result> {
        if sources.isEmpty { return .empty() }
        return Observable { observer in
            let sink = CombineSink(mode: mode, arity: sources.count, resultSelector: resultSelector, observer: observer)
            for (index, source) in sources.enumerated() {
                sink.subscriptions[index].setDisposable(
                    source.run(
                        AnyObserver { event in
                            sink.loop.send((index, event), to: sink.process)
                        }))
            }
            return sink
        }
    }

    private func process(_ message: (index: Int, event: Event<Any>)) {
        switch message.event {
        case .next(let element):
            switch mode {
            case .zip: zipNext(element, at: message.index)
            case .latest: latestNext(element, at: message.index)
            }
        case .error(let error):
            forwardError(error)
        case .completed:
            isDone[message.index] = true
            subscriptions[message.index].dispose()
            switch mode {
            case .zip where buffers[message.index].isEmpty:
                forwardTerminal(.completed)
            case .latest where isDone.allSatisfy({ $0 }) || latest[message.index] == nil:
                forwardTerminal(.completed)
            default:
                return
            }
        }
    }

    private func zipNext(_ element: Any, at index: Int) {
        buffers[index].append(element)
        guard buffers.allSatisfy({ !$0.isEmpty }) else { return }
        let values = buffers.indices.map { buffers[$0].removeFirst() }
        emit(values)
        if buffers.indices.contains(where: { isDone[$0] && buffers[$0].isEmpty }) {
            forwardTerminal(.completed)
        }
    }

    private func latestNext(_ element: Any, at index: Int) {
        latest[index] = element
        let values = latest.compactMap { $0 }
        if values.count == latest.count { emit(values) }
    }

    private func emit(_ values: [Any]) {
        do {
            forwardNext(try resultSelector(values))
        } catch {
            forwardError(error)
        }
    }

    override func disposeResources() {
        super.disposeResources()
        subscriptions.forEach { $0.dispose() }
    }
}
