import GifSearchKit
import Preview
import Terminal

/// `--preview`: each result printed with a small still thumbnail beside it, in half blocks or,
/// on a terminal that draws them, in pixels. Thumbnails download concurrently and each result
/// is printed as soon as its own (and those above it) are ready; a failed thumbnail leaves an
/// empty space and never fails the search. Media stays in memory. Each thumbnail drawn on a
/// terminal is a view of its GIF for its provider.
struct Thumbnails {
    let service: GifSearchService
    let colors: ColorMode
    let graphics: Graphics
    let context: CommandContext

    func print(_ gifs: [GIFResult], rendition: RenditionChoice) {
        let thumbnail = Thumbnail(columns: 8, rows: 3, graphics: graphics, colors: colors)
        let firstID = KittyImageIDs.allocate(gifs.count)
        var index = 0
        _ = service.thumbnails(of: gifs).waitForResultEach { shown in
            let id = KittyImageIDs.following(firstID, by: index)
            index += 1
            let room = max(20, context.output.columns - thumbnail.columns - 2)
            let text = Self.text(shown.gif, rendition: rendition).map { DisplayWidth.truncate($0, to: room) }
            context.output.write(thumbnail.bytes(of: shown.frame, beside: text, kittyID: id))
            if shown.frame != nil, context.output.isTerminal { service.register(.viewed, of: [shown.gif]) }
        }
        context.output.write(Attribution.line(for: gifs.map(\.provider), dim: context.dim))
    }

    /// The title, the id with size in pixels and frames, and the URL, made safe for the
    /// terminal.
    private static func text(_ gif: GIFResult, rendition: RenditionChoice) -> [String] {
        let shown = GIFRecord(gif, rendition: rendition).displayed
        let size = shown.width.flatMap { w in shown.height.map { "\(w)×\($0) px" } } ?? "–"
        return [shown.title, "\(shown.id)  \(size)  \(shown.frames.map { "\($0) frames" } ?? "")", shown.url ?? ""]
    }
}
