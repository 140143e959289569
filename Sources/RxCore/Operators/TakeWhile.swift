/// Whether the element that ends `take(while:)` or `take(until:)` is emitted too.
public enum TakeBehavior: Sendable {
    /// The ending element is emitted before `.completed`.
    case inclusive
    /// The ending element is dropped.
    case exclusive
}

extension ObservableType {
    /// Elements while `predicate` holds; completes at the first element for which it is false.
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive)
        -> Observable<Element>
    {
        .chained(to: asObservable()) { TakeWhileSink(continues: predicate, behavior: behavior, observer: $0) }
    }

    /// Elements until `predicate` holds; completes at the first element for which it is true.
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive)
        -> Observable<Element>
    {
        take(while: { try !predicate($0) }, behavior: behavior)
    }
}

final class TakeWhileSink<Element>: Sink<Element>, SourceObserver, @unchecked Sendable {
    private let continues: (Element) throws -> Bool
    private let behavior: TakeBehavior

    init(continues: @escaping (Element) throws -> Bool, behavior: TakeBehavior, observer: AnyObserver<Element>) {
        self.continues = continues
        self.behavior = behavior
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                if try continues(element) {
                    forwardNext(element)
                } else {
                    if behavior == .inclusive { forwardNext(element) }
                    forwardTerminal(.completed)
                }
            } catch {
                forwardError(error)
            }
        case .error(let error): forwardError(error)
        case .completed: forwardTerminal(.completed)
        }
    }
}
