import ArgumentParser
import FoundationEssentials
import FrameText
import GifSearchKit
import RxCore

/// Scans the person's folders into their index (`LocalIndex.scan`) for the `folder` commands,
/// and before a search reads it: on every core, each worker with its own OCR engine, a bar on a
/// terminal, and one line a folder when it is done. Without OCR data, one warning, and names and
/// comments are indexed. When not `announcing` (in the picker), it says nothing at all.
final class FolderScan: Sendable {
    let index: LocalIndex
    let context: CommandContext
    let announcing: Bool
    /// Told when no OCR engine could be made, once.
    private let noOCR = LockedState(false)

    init(index: LocalIndex, context: CommandContext, announcing: Bool = true) {
        self.index = index
        self.context = context
        self.announcing = announcing
    }

    /// What brings the index up to date when a command first opens it: every folder that can
    /// be read now scanned (the unchanged files are not read: the cost of a listing), a line
    /// for each where something changed when `announcing`; never a failure (a folder that
    /// cannot be read, one emptied (an unmounted disk's mount point), or a scan that fails,
    /// leaves the index as it was).
    static func refresher(in context: CommandContext, announcing: Bool) -> @Sendable (LocalIndex) -> Void {
        { index in
            let scan = FolderScan(index: index, context: context, announcing: announcing)
            for folder in (try? index.folderPaths()) ?? [] where (try? LocalIndex.folder(folder)) != nil {
                guard let summary = try? scan.run(folder, sparingEmptied: true), summary.indexed + summary.removed > 0
                else { continue }
                scan.say(summary, of: folder)
            }
        }
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
        say(try context.attempt(about: folder) { () throws(SearchFailure) in try run(folder) }, of: folder)
    }

    /// Scans `folder`, with a bar when announcing; with `sparingEmptied`, one that now holds no
    /// file is left as it was (`LocalIndex.scan`).
    private func run(_ folder: String, sparingEmptied: Bool = false) throws(SearchFailure) -> ScanSummary {
        let progress = announcing ? ScanProgress(in: context) : nil
        defer { progress?.finish() }
        return try index.scan(
            folder, workers: max(1, ProcessInfo.processInfo.activeProcessorCount), makeReader: makeReader,
            sparingEmptied: sparingEmptied, progress: { progress?.record(done: $0, of: $1) })
    }

    /// Says how the scan of `folder` went, when announcing.
    private func say(_ summary: ScanSummary, of folder: String) {
        guard announcing else { return }
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
                if first && self.announcing {
                    self.context.warning("\(error): words drawn in GIFs are not read, names and comments are")
                }
                return nil
            }
        }
    }
}
