import ArgumentParser
import GifSearchKit
import RxCore
import Terminal

/// Puts GIFs on the clipboard in one form, for `copy` and `pick --copy`: as files written to
/// the copied folder first (with a download's progress and failures on stderr), or as text
/// looked up first. What was copied goes to stdout (the files' paths, or the text) when
/// `printsCopied`; the files' paths also when no clipboard took them, since the files are
/// written. With no clipboard: one line, and exit status 4, unless a GIF of the batch failed
/// more severely (`ErrorReport.severity`).
struct ClipboardCopy {
    let context: CommandContext
    let service: GifSearchService
    let form: CopyForm
    let rendition: RenditionChoice
    var printsCopied = true
    /// Whether copying GIFs given whole registers them as copied (not when the picker already
    /// registered them as picked: one send each).
    var registersGIFs = true

    /// How many GIFs are written at a time.
    static let parallel = 4

    /// Where files are copied to.
    private var folder: CopiedFolder { .inEnvironment(context.environment) }

    /// Copies the GIFs `references` name.
    func copy(_ references: [GIFReference]) throws {
        switch form {
        case .file:
            try copyFiles(count: references.count) {
                service.copies(references, rendition: rendition, into: folder, parallel: Self.parallel)
            }
        case .url, .md:
            var failures: [ExitCode] = []
            let targets = references.compactMap { reference -> CopyTarget? in
                switch service.copyTarget(reference, rendition: rendition).waitForResult() {
                case .success(let found): return found.first
                case .failure(let error):
                    failures.append(context.fail(error, about: reference.displayName).status)
                    return nil
                }
            }
            if !targets.isEmpty, let failed = copyText(targets) { failures.append(failed) }
            try ErrorReport.endBatch(failures)
        }
    }

    /// Copies `gifs`, as their provider described them.
    func copy(_ gifs: [GIFResult]) throws {
        switch form {
        case .file:
            try copyFiles(count: gifs.count) {
                service.copies(
                    of: gifs, rendition: rendition, into: folder, parallel: Self.parallel,
                    registering: registersGIFs ? .copied : nil, query: nil)
            }
        case .url, .md:
            let targets = CopyTarget.of(gifs, rendition: rendition)
            if registersGIFs { service.register(.copied, of: targets.compactMap(\.gif)) }
            if let failed = copyText(targets) { throw ReportedFailure(status: failed) }
        }
    }

    /// Writes the files `copies` makes and copies those written, in the order asked for; the
    /// batch's status when some failed.
    private func copyFiles(count: Int, _ copies: () -> Observable<DownloadEvent>) throws {
        let progress = DownloadProgress(total: count, printsPaths: false, context: context)
        let outcome = copies().waitForResultEach(progress.record)
        progress.finish()
        if case .failure(let error) = outcome { throw context.fail(error) }
        let files = progress.tally.writtenPaths
        var failures = progress.failureStatuses
        if !files.isEmpty,
            let failed = put(.files(files), printing: files.map(TerminalText.sanitize), evenIfNotCopied: true)
        {
            failures.append(failed)
        }
        try ErrorReport.endBatch(failures)
    }

    /// Copies the text of `targets`; the status when that failed (already told).
    private func copyText(_ targets: [CopyTarget]) -> ExitCode? {
        let lines = CopyText.lines(of: targets, form: form)
        guard !lines.isEmpty else {
            return context.fail(.notFound, "nothing to copy: no GIF has the rendition asked for").status
        }
        return put(.text(lines.joined(separator: "\n")), printing: lines)
    }

    /// Puts `content` on the clipboard (text also by OSC 52 when there is a terminal), then
    /// prints `lines` when `printsCopied` (also when nothing was copied, with
    /// `evenIfNotCopied`); the status when nothing was copied (already told).
    private func put(_ content: ClipboardContent, printing lines: [String], evenIfNotCopied: Bool = false)
        -> ExitCode?
    {
        let terminal = context.output.isTerminal || context.errors.isTerminal ? try? context.openTTY() : nil
        let outcome = Clipboard.fromEnvironment(context.environment, owner: context.ownClipboardOwner)
            .copy(content, terminal: terminal)
        var failed: ExitCode?
        if case .notCopied(let reason) = outcome {
            failed = context.fail(.unavailable, "not copied: \(reason)").status
        }
        if printsCopied && (failed == nil || evenIfNotCopied) { context.output.write(lines.map { $0 + "\n" }.joined()) }
        return failed
    }
}
