import RxCore

/// What a copy's GIFs gathered for the clipboard, event by event: the files written, the
/// targets looked up, and whether any GIF failed.
struct CopyBatch: Sendable {
    private var tally: DownloadTally
    private var targets: [CopyTarget] = []
    private var lookupsFailed = false
    /// The latest event of the GIFs' sequence.
    private(set) var latest: Event<CopyEvent>?

    init(total: Int) {
        tally = DownloadTally(total: total)
    }

    /// `events`, each GIF's, then the clipboard step with what they gathered in `form`: the
    /// `CopyEvent`s of one copy. With nothing to put, `.nothingToCopy`, unless every GIF left
    /// out failed and was told so.
    static func ending(
        _ events: Observable<CopyEvent>, total: Int, form: CopyForm, clipboard: @escaping ClipboardStep
    ) -> Observable<CopyEvent> {
        events.materialize()
            .scan(CopyBatch(total: total)) { batch, event in batch.after(event) }
            .concatMap { batch -> Observable<CopyEvent> in
                switch batch.latest {
                case .next(let event): return .just(event)
                case .error(let error): return .error(error)
                case nil: return .empty()
                case .completed:
                    guard let put = batch.put(as: form) else {
                        let anyFailed = batch.tally.failed > 0 || batch.lookupsFailed
                        let toldEach = anyFailed && batch.targets.allSatisfy(\.isCopyable)
                        return toldEach ? .empty() : .just(.nothingToCopy)
                    }
                    return clipboard(put).concat(Observable.just(.notCopied("the clipboard step said nothing")))
                        .take(1).map { .put(put, $0) }
                }
            }
    }

    /// The batch with `event` recorded.
    private func after(_ event: Event<CopyEvent>) -> CopyBatch {
        var batch = self
        batch.latest = event
        switch event {
        case .next(.file(let download)):
            batch.tally.record(download)
        case .next(.lookedUp(let target)): batch.targets.append(target)
        case .next(.lookupFailed): batch.lookupsFailed = true
        case .next(.put), .next(.nothingToCopy), .error, .completed: break
        }
        return batch
    }

    /// What goes on the clipboard: the files written, in the order asked for, or the targets
    /// whose URLs may be copied (none holding a control or invisible character); `nil` for
    /// nothing.
    private func put(as form: CopyForm) -> ClipboardPut? {
        switch form {
        case .file:
            let paths = tally.writtenPaths
            return paths.isEmpty ? nil : .files(paths)
        case .url, .md:
            let copyable = targets.filter(\.isCopyable)
            return copyable.isEmpty ? nil : .text(copyable, form: form)
        }
    }
}
