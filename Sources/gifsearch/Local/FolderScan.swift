import ArgumentParser
import FoundationEssentials
import FrameText
import GifSearchKit
import RxCore

/// Scans the person's folders into their index (`LocalIndex.scan`) for the `folder` commands:
/// on every core, each worker with its own OCR engine, a bar on a terminal, and one line a
/// folder when it is done. Without OCR data, one warning, and names and comments are indexed.
final class FolderScan: Sendable {
    let index: LocalIndex
    let context: CommandContext
    /// Told when no OCR engine could be made, once.
    private let noOCR = LockedState(false)

    init(index: LocalIndex, context: CommandContext) {
        self.index = index
        self.context = context
    }

    /// The index at its place in `context`'s environment.
    static func index(in context: CommandContext) throws -> LocalIndex {
        try context.attempt { () throws(SearchFailure) in try LocalIndex.at(LocalIndex.path(in: context.environment)) }
    }

    /// What `folder` says when there are none.
    static let noFolders = "no folders yet (gifsearch folder add DIR)"

    /// The folder `given` names as the index keeps it; `given` as typed when it names none now
    /// (a folder deleted since it was added is known by the path it was added as).
    static func known(_ given: String) -> String {
        (try? LocalIndex.folder(given)) ?? given
    }

    /// `body` for each of `folders`: one that fails (told on stderr) does not stop the others,
    /// and the command ends with the batch's status.
    static func each(_ folders: [String], _ body: (String) throws -> Void) throws {
        var failures: [ExitCode] = []
        for folder in folders {
            do {
                try body(folder)
            } catch let failure as ReportedFailure {
                failures.append(failure.status)
            }
        }
        try ErrorReport.endBatch(failures)
    }

    /// Scans `folder`; a folder that cannot be read now (gone, unmounted) is left as it was
    /// and fails, so that its GIFs are not forgotten by mistake.
    func scan(_ folder: String) throws {
        do throws(SearchFailure) {
            _ = try LocalIndex.folder(folder)
        } catch {
            throw context.fail(.notFound, "\(error); left as it was")
        }
        let progress = ScanProgress(in: context)
        let summary = try context.attempt(about: folder) { () throws(SearchFailure) in
            try index.scan(
                folder, workers: max(1, ProcessInfo.processInfo.activeProcessorCount), makeReader: makeReader,
                progress: { progress.record(done: $0, of: $1) })
        }
        progress.finish()
        var parts = ["\(summary.indexed) read"]
        if summary.unchanged > 0 { parts.append("\(summary.unchanged) unchanged") }
        if summary.removed > 0 { parts.append("\(summary.removed) gone") }
        if summary.skipped > 0 { parts.append("\(summary.skipped) skipped (gifsearch folder says why)") }
        context.error("scanned: " + parts.joined(separator: ", "), about: folder)
    }

    /// A worker's reader: Tesseract's, or none (and one warning) without its English data.
    private var makeReader: @Sendable () -> DrawnWordReader? {
        { [self] in
            do throws(TextReaderError) {
                return try CaptionWordReader()
            } catch {
                let first = self.noOCR.withLock { told in
                    defer { told = true }
                    return !told
                }
                if first { self.context.warning("\(error): words drawn in GIFs are not read, names and comments are") }
                return nil
            }
        }
    }
}
