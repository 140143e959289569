import RxCore
import RxTest
import Testing

@Suite struct TestSchedulerTests {
    @Test func runsWorkInTimeOrderAndSameTimeWorkInSchedulingOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(20) { log.append("b@\(scheduler.clock)") }
        scheduler.scheduleAt(10) { log.append("a@\(scheduler.clock)") }
        scheduler.scheduleAt(20) { log.append("c@\(scheduler.clock)") }
        scheduler.start()
        #expect(log == ["a@10", "b@20", "c@20"])
    }

    @Test func workDueNowOrInThePastRunsAtTheNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Box<[Int]>([])
        scheduler.scheduleAt(100) {
            scheduler.scheduleAt(100) { log.value.append(scheduler.clock) }
            scheduler.scheduleAt(50) { log.value.append(scheduler.clock) }
            _ = scheduler.schedule(()) { _ in
                log.value.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        #expect(log.value == [101, 101, 101])
    }

    @Test func relativeWorkUsesTheResolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let firedAt = Box<TestTime?>(nil)
        scheduler.scheduleAt(10) {
            _ = scheduler.scheduleRelative((), dueTime: .milliseconds(30)) { _ in
                firedAt.value = scheduler.clock
                return Disposables.create()
            }
        }
        scheduler.start()
        #expect(firedAt.value == 40)
    }

    @Test func nowIsTheVirtualTimeInSeconds() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        scheduler.advanceTo(250)
        #expect(abs(scheduler.now - 0.25) < 1e-12)
    }

    @Test func disposedWorkDoesNotRun() {
        let scheduler = TestScheduler(initialClock: 0)
        let ran = Box(false)
        scheduler.scheduleAt(10) {
            let work = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
                ran.value = true
                return Disposables.create()
            }
            scheduler.scheduleAt(12) { work.dispose() }
        }
        scheduler.start()
        #expect(!ran.value)
    }

    @Test func periodicWorkRepeatsUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let ticks = Box<[TestTime]>([])
        scheduler.scheduleAt(100) {
            let periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(10), period: .seconds(5)) { count in
                ticks.value.append(scheduler.clock)
                return count + 1
            }
            scheduler.scheduleAt(126) { periodic.dispose() }
        }
        scheduler.start()
        #expect(ticks.value == [110, 115, 120, 125])
    }

    @Test func advanceToRunsOnlyDueWork() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [TestTime] = []
        scheduler.scheduleAt(10) { log.append(scheduler.clock) }
        scheduler.scheduleAt(30) { log.append(scheduler.clock) }
        scheduler.advanceTo(20)
        #expect(log == [10])
        #expect(scheduler.clock == 20)
        scheduler.start()
        #expect(log == [10, 30])
    }

    @Test func hotObservableRecordsSubscriptionsAndPlaysAtAbsoluteTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(260, 3), .completed(300)])
        let observer = scheduler.start(disposed: 250) { source }
        #expect(observer.events == [.next(210, 2)])
        #expect(source.subscriptions == [Subscription(200, 250)])
    }

    @Test func coldObservablePlaysRelativeToEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let observer = scheduler.start { source }
        #expect(observer.events == [.next(210, 1), .completed(220)])
        // `start` subscribes through `asObservable()`, which releases the source at completion.
        #expect(source.subscriptions == [Subscription(200, 220)])
    }

    @Test func startUsesRxSwiftDefaults() {
        let scheduler = TestScheduler(initialClock: 0)
        var created: TestTime?
        let source = scheduler.createHotObservable([.next(199, 0), .next(200, 1), .next(201, 2), .next(1000, 3)])
        let observer = scheduler.start { () -> Observable<Int> in
            created = scheduler.clock
            return source.asObservable()
        }
        #expect(created == 100)
        // Hot events are scheduled when the observable is made, before `start` schedules the
        // subscription and the disposal, so they come first at equal times.
        #expect(observer.events == [.next(201, 2), .next(1000, 3)])
        #expect(source.subscriptions == [Subscription(200, 1000)])
    }

    @Test func recordedFactoriesAndSubscriptionDescribeThemselves() {
        #expect(Subscription(200).unsubscribe == Int.max)
        #expect(Subscription(200).debugDescription == "(200, never)")
        #expect(Subscription(200, 300).debugDescription == "(200, 300)")
        let recorded = Recorded<Event<Int>>.next(10, 5)
        #expect(recorded.time == 10)
        #expect(recorded.value == .next(5))
        #expect(Recorded<Event<Int>>.error(3, TestError.boom) != Recorded<Event<Int>>.error(3, TestError.other))
    }
}
