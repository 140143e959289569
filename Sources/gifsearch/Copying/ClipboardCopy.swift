import ArgumentParser
import GifSearchKit
import RxCore
import Terminal

/// `copy` and Enter in `pick --copy`: renders the engine's copy of GIFs in one form. Files are
/// written to the copied folder first, with a download's progress and failures on stderr; text
/// is looked up first. What was copied goes to stdout (the files' paths, or the text) when
/// `printsCopied`; the files' paths also when no clipboard took them, since the files are
/// written. With no clipboard: one line, and exit status 4, unless a GIF of the batch failed
/// more severely (`ErrorReport.severity`).
struct ClipboardCopy {
    let context: CommandContext
    let service: GifSearchService
    let form: CopyForm
    let rendition: RenditionChoice
    var printsCopied = true

    /// Where files are copied to.
    private var folder: CopiedFolder { .inEnvironment(context.environment) }

    /// Copies the GIFs `references` name; whether they are on the desktop's clipboard.
    @discardableResult
    func copy(_ references: [GIFReference]) throws -> Bool {
        try render(
            service.copying(references, as: form, rendition: rendition, into: folder, clipboard: clipboard),
            count: references.count)
    }

    /// Copies `gifs` the picker chose (already registered as picked), as their provider
    /// described them; whether they are on the desktop's clipboard.
    @discardableResult
    func copy(picked gifs: [GIFResult]) throws -> Bool {
        try render(
            service.copying(
                gifs, as: form, rendition: rendition, into: folder, registering: nil, query: nil, clipboard: clipboard),
            count: gifs.count)
    }

    /// The clipboard step, on a thread of its own (text also by OSC 52 when there is a
    /// terminal).
    private var clipboard: ClipboardStep {
        let terminal = context.output.isTerminal || context.errors.isTerminal ? try? context.openTTY() : nil
        let clipboard = Clipboard.fromEnvironment(context.environment, owner: context.ownClipboardOwner)
        return { put in
            Observable.deferred { .just(clipboard.put(put, terminal: terminal)) }
                .subscribe(on: SerialDispatchQueueScheduler(internalSerialQueueName: "gifsearch.copy.clipboard"))
        }
    }

    /// Tells what `copy` does as it goes; the batch's status when some GIF failed or nothing
    /// was copied, else whether the copy is on the desktop's clipboard (not only the terminal's,
    /// by OSC 52).
    private func render(_ copy: Observable<CopyEvent>, count: Int) throws -> Bool {
        let progress = DownloadProgress(total: count, printsPaths: false, context: context)
        var failures: [ExitCode] = []
        var onDesktop = false
        let outcome = copy.waitForResultEach { event in
            switch event {
            case .file(let download): progress.record(download)
            case .lookedUp: break
            case .lookupFailed(let name, let failure): failures.append(context.fail(failure, about: name).status)
            case .nothingToCopy:
                failures.append(context.fail(.notFound, "nothing to copy: no GIF has the rendition asked for").status)
            case .put(let put, let outcome):
                progress.finish()
                if let failed = told(put, outcome) { failures.append(failed) }
                onDesktop = outcome.isOnDesktopClipboard
            }
        }
        progress.finish()
        if case .failure(let error) = outcome { throw context.fail(error) }
        try ErrorReport.endBatch(progress.failureStatuses + failures)
        return onDesktop
    }

    /// Tells `outcome` of putting `put` on the clipboard, and prints what was copied when
    /// `printsCopied` (the files also when they were not copied); the status when nothing was
    /// copied.
    private func told(_ put: ClipboardPut, _ outcome: ClipboardOutcome) -> ExitCode? {
        var failed: ExitCode?
        if case .notCopied(let reason) = outcome {
            failed = context.fail(.unavailable, "not copied: \(reason)").status
        }
        let lines: [String]
        switch put {
        case .files(let paths):
            lines = paths.map(TerminalText.sanitize)
            tellFallbacks(paths)
        case .text(let targets, let form): lines = failed == nil ? CopyText.lines(of: targets, form: form) : []
        }
        if printsCopied { context.output.write(lines.map { $0 + "\n" }.joined()) }
        return failed
    }

    /// One line for each of `paths` copied as a GIF when another type was asked for: there was
    /// none of that type within the size (its provider has none, or it is a GIF file).
    private func tellFallbacks(_ paths: [String]) {
        guard case .fitting(_, let type) = rendition, type != .gif else { return }
        for path in paths where !path.hasSuffix(type.ending) {
            let name = String(path.split(separator: "/").last ?? Substring(path))
            context.error("no \(rendition.description): copied as a GIF", about: name)
        }
    }
}
