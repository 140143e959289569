import Glibc
import RxCore
import RxTest
import Testing

@Suite struct BlockingTests {
    @Test func firstLastAndToArray() throws {
        #expect(try Observable.of(1, 2, 3).toBlocking().first() == 1)
        #expect(try Observable.of(1, 2, 3).toBlocking().last() == 3)
        #expect(try Observable<Int>.empty().toBlocking().first() == nil)
        #expect(try Observable.of(1, 2, 3).toBlocking().toArray() == [1, 2, 3])
    }

    @Test func singleInsistsOnExactlyOneElement() throws {
        #expect(try Observable.just(7).toBlocking().single() == 7)
        #expect(throws: RxError.noElements) { try Observable<Int>.empty().toBlocking().single() }
        #expect(throws: RxError.moreThanOneElement) { try Observable.of(1, 2).toBlocking().single() }
    }

    @Test func errorsAreThrown() {
        let failing = Observable<Int>.just(1).concat(Observable.error(TestError.boom))
        #expect(throws: TestError.boom) { try failing.toBlocking().toArray() }
        #expect(throws: TestError.boom) { try failing.toBlocking().last() }
    }

    @Test func materializeReportsHowTheSequenceEnded() {
        guard case .completed(let elements) = Observable.of(1, 2).toBlocking().materialize() else {
            Issue.record("expected completion")
            return
        }
        #expect(elements == [1, 2])
        let failing = Observable<Int>.just(1).concat(Observable.error(TestError.boom))
        guard case .failed(let partial, let error) = failing.toBlocking().materialize() else {
            Issue.record("expected failure")
            return
        }
        #expect(partial == [1])
        #expect(error as? TestError == .boom)
    }

    @Test func timeoutEndsTheWait() {
        #expect(throws: RxError.timeout) { try Observable<Int>.never().toBlocking(timeout: 0.05).first() }
    }

    @Test func firstDisposesTheSourceAfterOneElement() throws {
        var disposed = false
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create { disposed = true }
        }
        #expect(try source.toBlocking().first() == 1)
        #expect(disposed)
    }
}

/// `waitForResult` and `waitForResultEach`, the command line's blocking.
@Suite struct WaitTests {
    @Test func waitForResultCollectsElementsFromAnotherThread() throws {
        let elements = Observable.of(1, 2, 3).subscribe(
            on: SerialDispatchQueueScheduler(internalSerialQueueName: "wait"))
        #expect(try elements.waitForResult().get() == [1, 2, 3])
    }

    @Test func waitForResultEndsWithTheError() {
        let failing = Observable<Int>.just(1).concat(Observable.error(TestError.boom))
        #expect(throws: TestError.boom) { try failing.waitForResult().get() }
    }

    @Test func waitForResultEachHandsElementsOverOnTheCallingThreadInOrder() throws {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "wait.each")
        var seen: [Int] = []
        var onCaller = true
        let caller = pthread_self()
        try Observable.from(Array(0..<100)).subscribe(on: scheduler).waitForResultEach { element in
            seen.append(element)
            onCaller = onCaller && pthread_equal(pthread_self(), caller) != 0
        }.get()
        #expect(seen == Array(0..<100))
        #expect(onCaller)
    }
}
