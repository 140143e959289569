/// One benchmark workload, run by each implementation over `count` units of work.
enum Scenario: String, CaseIterable {
    /// `count` Ints through map → filter → reduce.
    case mapFilterReduce = "map-filter-reduce"
    /// `count` Ints pushed by hand through an observer (`create`, a subject in OpenCombine), then
    /// map → filter → reduce.
    case createMapFilterReduce = "create-map-filter-reduce"
    /// One source of `count` elements, each flat-mapped into an inner `just`.
    case flatMapFanOut = "flatmap-fanout"
    /// `count` subscribe/dispose cycles on a subject.
    case subjectSubscribeDispose = "subject-subscribe-dispose"
    /// `count` subscriptions of a prebuilt `just(1).map.filter` chain.
    case justMapFilterSubscribe = "just-map-filter-subscribe"
    /// `count` times the natural user code: build `just(1).map.filter`, `subscribe(onNext:)`,
    /// `dispose()`.
    case naturalSubscribeDispose = "natural-subscribe-dispose"

    /// The work each scenario does per run for the wall-time measurement.
    var defaultCount: Int {
        switch self {
        case .mapFilterReduce, .createMapFilterReduce: return 1_000_000
        case .flatMapFanOut: return 10_000
        case .subjectSubscribeDispose, .justMapFilterSubscribe, .naturalSubscribeDispose: return 100_000
        }
    }
}

/// The implementations compared in each scenario.
enum Implementation: String, CaseIterable {
    case rxcore
    case opencombine
    case loop
}
