import Dispatch
import RxCore
import Testing

@Suite struct LockedStateTests {
    /// States of every shape keep their values: nothing, a reference, and one more aligned than
    /// the mutex.
    @Test func statesOfEveryLayoutKeepTheirValues() {
        let nothing = LockedState(())
        nothing.withLock { _ in }
        final class Box: Sendable { let value = 42 }
        let reference = LockedState(Box())
        #expect(reference.withLock { $0.value } == 42)
        let wide = LockedState(SIMD16<Double>(repeating: 1.5))
        wide.withLock { $0[15] = 2.5 }
        #expect(wide.withLock { $0.sum() } == 1.5 * 15 + 2.5)
    }

    @Test func incrementsFromManyThreadsAreAllCounted() {
        let counter = LockedState(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
        #expect(counter.withLock { $0 } == 80_000)
    }
}
