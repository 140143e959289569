import RxCore

/// The scenarios written with RxCore.
enum RxCoreWorkloads {
    static func run(_ scenario: Scenario, count: Int) {
        switch scenario {
        case .mapFilterReduce:
            _ = Observable.from(0..<count)
                .map { $0 &* 2 }
                .filter { $0 % 3 != 0 }
                .reduce(0, accumulator: &+)
                .subscribe(onNext: Blackhole.consume)
        case .createMapFilterReduce:
            _ = Observable<Int>.create { observer in
                for value in 0..<count { observer.onNext(value) }
                observer.onCompleted()
                return Disposables.create()
            }
            .map { $0 &* 2 }
            .filter { $0 % 3 != 0 }
            .reduce(0, accumulator: &+)
            .subscribe(onNext: Blackhole.consume)
        case .flatMapFanOut:
            _ = Observable.from(0..<count)
                .flatMap { Observable.just($0) }
                .subscribe(onNext: Blackhole.consume)
        case .subjectSubscribeDispose:
            let subject = PublishSubject<Int>()
            for _ in 0..<count {
                subject.subscribe(onNext: Blackhole.consume).dispose()
            }
        case .justMapFilterSubscribe:
            let chain = Observable.just(1).map { $0 &+ 1 }.filter { $0 > 0 }
            for _ in 0..<count {
                _ = chain.subscribe(onNext: Blackhole.consume)
            }
        case .naturalSubscribeDispose:
            for _ in 0..<count {
                let subscription = Observable.just(1).map { $0 &+ 1 }.filter { $0 > 0 }
                    .subscribe(onNext: { Blackhole.consume($0) })
                subscription.dispose()
            }
        }
    }
}
