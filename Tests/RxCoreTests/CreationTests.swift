import RxCore
import RxTest
import Testing

@Suite struct CreationTests {
    @Test func justEmitsOneElementAndCompletes() {
        let observer = TestScheduler(initialClock: 0).start { Observable.just(42) }
        #expect(observer.events == [.next(200, 42), .completed(200)])
    }

    @Test func ofAndFromEmitTheElementsInOrder() throws {
        #expect(try Observable.of(1, 2, 3).toBlocking().toArray() == [1, 2, 3])
        #expect(try Observable.from([4, 5]).toBlocking().toArray() == [4, 5])
        #expect(try Observable.from(1...4).toBlocking().toArray() == [1, 2, 3, 4])
    }

    @Test func fromStopsIteratingWhenTheSubscriberLeaves() {
        var pulled = 0
        let numbers = (1...1_000_000).lazy.map { number -> Int in
            pulled += 1
            return number
        }
        var received: [Int] = []
        _ = Observable.from(numbers).take(3).subscribe(onNext: { received.append($0) })
        #expect(received == [1, 2, 3])
        #expect(pulled == 3)
    }

    @Test func fromOnAnotherSchedulerRunsThere() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable.from([1, 2], scheduler: scheduler) }
        #expect(observer.events == [.next(201, 1), .next(201, 2), .completed(201)])
    }

    @Test func emptyNeverAndError() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(scheduler.start { Observable<Int>.empty() }.events == [.completed(200)])
        #expect(TestScheduler(initialClock: 0).start { Observable<Int>.never() }.events == [])
        #expect(
            TestScheduler(initialClock: 0).start { Observable<Int>.error(TestError.boom) }.events == [
                .error(200, TestError.boom)
            ])
    }

    @Test func createEnforcesTheGrammarAndDisposesOnTermination() {
        var disposals = 0
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onError(TestError.boom)
            return Disposables.create { disposals += 1 }
        }
        var events: [Event<Int>] = []
        let subscription = source.subscribe { events.append($0) }
        #expect(events == [.next(1), .completed])
        #expect(disposals == 1)
        subscription.dispose()
        #expect(disposals == 1)
    }

    @Test func createDropsEventsAfterDisposal() {
        var captured: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create()
        }
        var events: [Event<Int>] = []
        let subscription = source.subscribe { events.append($0) }
        captured?.onNext(1)
        subscription.dispose()
        captured?.onNext(2)
        captured?.onCompleted()
        #expect(events == [.next(1)])
    }

    @Test func deferredCallsTheFactoryPerSubscriptionAndEmitsItsError() throws {
        var calls = 0
        let source = Observable<Int>.deferred {
            calls += 1
            return .just(calls)
        }
        #expect(try source.toBlocking().toArray() == [1])
        #expect(try source.toBlocking().toArray() == [2])
        let failing = Observable<Int>.deferred { throw TestError.boom }
        let observer = TestScheduler(initialClock: 0).start { failing }
        #expect(observer.events == [.error(200, TestError.boom)])
    }

    @Test func timerEmitsZeroAfterTheDueTimeAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable<Int>.timer(.seconds(50), scheduler: scheduler) }
        #expect(observer.events == [.next(250, 0), .completed(250)])
    }

    @Test func periodicTimerCountsUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(disposed: 400) {
            Observable<Int>.timer(.seconds(50), period: .seconds(40), scheduler: scheduler)
        }
        #expect(observer.events == [.next(250, 0), .next(290, 1), .next(330, 2), .next(370, 3)])
    }

    @Test func intervalStartsAfterOnePeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(disposed: 330) {
            Observable<Int64>.interval(.seconds(100), scheduler: scheduler)
        }
        #expect(observer.events == [.next(300, 0)])
    }

    @Test func timerDisposedBeforeDueTimeEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(disposed: 240) { Observable<Int>.timer(.seconds(50), scheduler: scheduler) }
        #expect(observer.events == [])
    }
}
