/// The scenarios as plain Swift loops: the floor any reactive library is measured against.
enum LoopWorkloads {
    static func run(_ scenario: Scenario, count: Int) {
        switch scenario {
        case .mapFilterReduce, .createMapFilterReduce:
            var sum = 0
            for value in 0..<count {
                let doubled = value &* 2
                if doubled % 3 != 0 { sum &+= doubled }
            }
            Blackhole.consume(sum)
        case .flatMapFanOut:
            for value in 0..<count { Blackhole.consume(value) }
        case .subjectSubscribeDispose:
            var observers: [(Int) -> Void] = []
            for _ in 0..<count {
                observers.append(Blackhole.consume)
                observers.removeLast()
            }
        case .justMapFilterSubscribe, .naturalSubscribeDispose:
            for _ in 0..<count {
                let value = 1 &+ 1
                if value > 0 { Blackhole.consume(value) }
            }
        }
    }
}
