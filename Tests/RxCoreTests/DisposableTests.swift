import RxCore
import Testing

/// Counts how often it was disposed.
private final class CountingDisposable: Disposable, @unchecked Sendable {
    var count = 0
    func dispose() { count += 1 }
}

@Suite struct DisposableTests {
    @Test func anonymousDisposableRunsOnce() {
        var runs = 0
        let disposable = Disposables.create { runs += 1 }
        #expect(!disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        #expect(runs == 1)
        #expect(disposable.isDisposed)
    }

    @Test func singleAssignmentDisposesWhatIsSetAfterDisposal() {
        let holder = SingleAssignmentDisposable()
        let inner = CountingDisposable()
        holder.dispose()
        holder.setDisposable(inner)
        #expect(inner.count == 1)
        #expect(holder.isDisposed)
    }

    @Test func serialDisposesTheReplacedDisposable() {
        let serial = SerialDisposable()
        let first = CountingDisposable()
        let second = CountingDisposable()
        serial.disposable = first
        serial.disposable = second
        #expect(first.count == 1)
        #expect(second.count == 0)
        serial.dispose()
        #expect(second.count == 1)
        let third = CountingDisposable()
        serial.disposable = third
        #expect(third.count == 1)
    }

    @Test func compositeRemovesAndDisposesAll() {
        let composite = CompositeDisposable()
        let kept = CountingDisposable()
        let removed = CountingDisposable()
        composite.insert(kept)
        let key = composite.insert(removed)
        #expect(composite.count == 2)
        composite.remove(for: key!)
        #expect(removed.count == 1)
        composite.dispose()
        #expect(kept.count == 1)
        let late = CountingDisposable()
        #expect(composite.insert(late) == nil)
        #expect(late.count == 1)
    }

    @Test func keptInACompositeIsDisposedWithIt() {
        let composite = CompositeDisposable()
        let member = CountingDisposable()
        member.kept(in: composite)
        #expect(composite.count == 1)
        #expect(member.count == 0)
        composite.dispose()
        #expect(member.count == 1)
        let late = CountingDisposable()
        late.kept(in: composite)
        #expect(late.count == 1)
    }

    @Test func disposeBagDisposesOnDeinit() {
        let member = CountingDisposable()
        var bag: DisposeBag? = DisposeBag()
        member.disposed(by: bag!)
        #expect(member.count == 0)
        bag = nil
        #expect(member.count == 1)
    }

    @Test func createCombinesDisposables() {
        let first = CountingDisposable()
        let second = CountingDisposable()
        let third = CountingDisposable()
        Disposables.create(first, second).dispose()
        Disposables.create([third]).dispose()
        #expect([first.count, second.count, third.count] == [1, 1, 1])
    }

    @Test func booleanDisposableFlips() {
        let flag = BooleanDisposable()
        #expect(!flag.isDisposed)
        flag.dispose()
        #expect(flag.isDisposed)
    }
}
