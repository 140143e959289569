import Dispatch
import RxCore

/// The picker's hand-offs (copies put on the clipboard, pages opened), done one at a time on
/// a queue of their own, so that helpers taking their time (5 s each, 10 s for a file on X11:
/// the owner, then xclip) hold up neither keys nor drawing; it knows which are under way.
final class HandoffQueue: Sendable {
    /// What a hand-off is, for "waiting for … under way to end".
    enum Kind: Sendable {
        case copy
        case pageOpening
    }

    private let queue = DispatchQueue(label: "gifsearch.picker.handoff")
    /// The hand-offs asked for and not yet done, in the order asked; `nil` once closed.
    private let underWay = LockedState<[Kind]?>([])

    /// What `work` returns, done on the queue after every hand-off asked for before it; once
    /// asked for, it is done even when the subscription is disposed first. Nothing once the
    /// queue is closed.
    func run<Result: Sendable>(_ kind: Kind, _ work: @escaping @Sendable () -> Result) -> Observable<Result> {
        Observable.deferred {
            let done = ReplaySubject<Result>.create(bufferSize: 1)
            // Asked for and queued in one step, so that the queue's order is the list's.
            let asked = self.underWay.withLock { kinds -> Bool in
                guard kinds != nil else { return false }
                kinds?.append(kind)
                self.queue.async {
                    let result = work()
                    self.underWay.withLock { _ = $0?.removeFirst() }
                    done.onNext(result)
                    done.onCompleted()
                }
                return true
            }
            return asked ? done.asObservable() : .empty()
        }
    }

    /// Takes no more hand-offs, and says what is under way, in a few words ("the copy", "the
    /// copy and the page opening"); `nil` for nothing.
    func close() -> String? {
        let kinds = underWay.withLock { kinds in
            defer { kinds = nil }
            return kinds ?? []
        }
        let words =
            (kinds.contains(.copy) ? ["the copy"] : []) + (kinds.contains(.pageOpening) ? ["the page opening"] : [])
        return words.isEmpty ? nil : words.joined(separator: " and ")
    }

    /// Waits for every hand-off asked for, so that what the command does next (Enter's copy)
    /// is not overtaken by one.
    func finish() {
        queue.sync {}
    }
}
