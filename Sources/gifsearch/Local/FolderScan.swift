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
        guard let path = LocalIndex.path(in: context.environment) else {
            throw context.fail(.invalidArgument, "neither HOME nor XDG_DATA_HOME says where your index is kept")
        }
        return try context.attempt { () throws(SearchFailure) in try LocalIndex(path: path) }
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
