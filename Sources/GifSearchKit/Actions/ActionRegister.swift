import Dispatch
import RxCore

/// The calls that tell providers what a person did, run in the background: never waited for
/// while a command works, never retried, and at the end given a short time to finish before the
/// rest are abandoned.
final class ActionRegister: Sendable {
    /// The calls under way by number, each with the slot its subscription goes into, and
    /// whether the register was closed.
    private struct Calls {
        var next = 0
        var running: [Int: SingleAssignmentDisposable] = [:]
        var closed = false
    }

    private let calls = LockedState(Calls())
    private let unfinished = DispatchGroup()
    /// Told how a call ended when it failed or was abandoned.
    private let report: (@Sendable (String) -> Void)?

    init(report: (@Sendable (String) -> Void)?) {
        self.report = report
    }

    /// Starts `call` in the background; `name` says what it was in reports. Nothing starts once
    /// the register is closed.
    func start(_ call: Observable<Void>, name: String) {
        let slot = SingleAssignmentDisposable()
        let number: Int? = calls.withLock { calls in
            guard !calls.closed else { return nil }
            defer { calls.next += 1 }
            calls.running[calls.next] = slot
            unfinished.enter()
            return calls.next
        }
        guard let number else { return }
        let report = report
        slot.setDisposable(
            call.subscribe(
                onError: { error in
                    report?("\(name) not registered: \(SearchFailure(error).message)")
                    self.end(number)
                },
                onCompleted: { self.end(number) }))
    }

    /// Waits until `deadline` at most for the calls under way, then abandons the rest and starts
    /// no more.
    func finish(by deadline: DispatchTime) {
        calls.withLock { $0.closed = true }
        _ = unfinished.wait(timeout: deadline)
        let abandoned = calls.withLock { calls in
            defer { calls.running = [:] }
            return Array(calls.running.values)
        }
        for subscription in abandoned {
            subscription.dispose()
            unfinished.leave()
        }
        if !abandoned.isEmpty {
            report?("\(abandoned.count) action call\(abandoned.count == 1 ? "" : "s") abandoned at exit")
        }
    }

    private func end(_ number: Int) {
        if calls.withLock({ $0.running.removeValue(forKey: number) != nil }) { unfinished.leave() }
    }
}
