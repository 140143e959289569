import OpenCombine

/// The scenarios written with OpenCombine; chains are erased to `AnyPublisher` because its
/// sequence publisher otherwise fuses map/filter/reduce into a plain loop.
enum OpenCombineWorkloads {
    static func run(_ scenario: Scenario, count: Int) {
        switch scenario {
        case .mapFilterReduce:
            _ = (0..<count).publisher.eraseToAnyPublisher()
                .map { $0 &* 2 }.eraseToAnyPublisher()
                .filter { $0 % 3 != 0 }.eraseToAnyPublisher()
                .reduce(0, &+)
                .sink(receiveValue: Blackhole.consume)
        case .createMapFilterReduce:
            let subject = PassthroughSubject<Int, Never>()
            let subscription = subject.eraseToAnyPublisher()
                .map { $0 &* 2 }.eraseToAnyPublisher()
                .filter { $0 % 3 != 0 }.eraseToAnyPublisher()
                .reduce(0, &+)
                .sink(receiveValue: Blackhole.consume)
            for value in 0..<count { subject.send(value) }
            subject.send(completion: .finished)
            subscription.cancel()
        case .flatMapFanOut:
            _ = (0..<count).publisher.eraseToAnyPublisher()
                .flatMap { Just($0) }
                .sink(receiveValue: Blackhole.consume)
        case .subjectSubscribeDispose:
            let subject = PassthroughSubject<Int, Never>()
            for _ in 0..<count {
                subject.sink(receiveValue: Blackhole.consume).cancel()
            }
        case .justMapFilterSubscribe:
            let chain = Just(1).eraseToAnyPublisher()
                .map { $0 &+ 1 }.eraseToAnyPublisher()
                .filter { $0 > 0 }.eraseToAnyPublisher()
            for _ in 0..<count {
                _ = chain.sink(receiveValue: Blackhole.consume)
            }
        case .naturalSubscribeDispose:
            for _ in 0..<count {
                let subscription = Just(1).map { $0 &+ 1 }.filter { $0 > 0 }
                    .sink(receiveValue: { Blackhole.consume($0) })
                subscription.cancel()
            }
        }
    }
}
