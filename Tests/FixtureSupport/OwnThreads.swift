import Foundation
import Testing

/// A suite trait for tests that wait: for a process, a terminal pane, a server or a deadline.
/// Swift Testing runs test bodies on the cooperative pool, which has one thread per core, so a
/// test blocked in a wait holds a core's share of the pool while the machine idles. Under this
/// trait the suite's tests run on a pool of their own, twice as wide as there are cores, so that
/// while some wait others work, and the cooperative pool stays free for the other suites.
public struct OwnThreadsTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }
        try await withTaskExecutorPreference(WaitingTestsExecutor.shared) { try await function() }
    }
}

extension Trait where Self == OwnThreadsTrait {
    /// Runs each test of the suite on the waiting tests' own pool of threads.
    public static var ownThreads: Self { OwnThreadsTrait() }
}

/// A fixed pool of threads taking jobs first in, first out. A job of a waiting test is most of
/// the test, so the pool's width is how many such tests run at once.
private final class WaitingTestsExecutor: TaskExecutor, @unchecked Sendable {
    static let shared = WaitingTestsExecutor(width: 2 * ProcessInfo.processInfo.activeProcessorCount)

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    private init(width: Int) {
        for index in 0..<width {
            let thread = Thread { [unowned self] in self.work() }
            thread.name = "waiting-tests-\(index)"
            thread.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func work() -> Never {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
