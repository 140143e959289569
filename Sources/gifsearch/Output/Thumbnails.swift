import GIF
import GifSearchKit
import Preview
import RxCore

/// `--preview`: each result printed with a small still thumbnail beside it, in half blocks or,
/// on a terminal that draws them, in pixels. Thumbnails download concurrently and each result
/// is printed as soon as its own (and those above it) are ready; a failed thumbnail leaves an
/// empty space and never fails the search. Media stays in memory. Each thumbnail drawn on a
/// terminal is a view of its GIF for its provider.
struct Thumbnails {
    static let columns = 8
    static let rows = 3
    let service: GifSearchService
    let colors: ColorMode
    let graphics: Graphics
    let context: CommandContext

    func print(_ gifs: [GIFResult], rendition: RenditionChoice) {
        let painter = FramePainter(
            renderer: Renderer(mode: .blocks, colors: colors, columns: Self.columns, rows: Self.rows))
        let firstID = KittyImageIDs.allocate(gifs.count)
        let jobs = gifs.enumerated().map { index, gif in
            service.thumbnail(of: gif).map { frame in
                let bytes = block(
                    frame, gif: gif, rendition: rendition, painter: painter,
                    id: KittyImageIDs.following(firstID, by: index))
                return (bytes: bytes, drawn: frame == nil ? nil : gif)
            }
        }
        _ = Observable.from(jobs).concatMapEager(maxConcurrent: 8) { $0 }.waitForResultEach { block in
            context.output.write(block.bytes)
            if let drawn = block.drawn, context.output.isTerminal { service.register(.viewed, of: [drawn]) }
        }
        context.output.write(context.dim(Attribution.text(for: gifs.map(\.provider))) + "\n")
    }

    /// One result: its thumbnail (blank when there is none) with three lines of text beside it,
    /// and an empty line.
    private func block(
        _ frame: Frame?, gif: GIFResult, rendition: RenditionChoice, painter: FramePainter, id: Int
    ) -> [UInt8] {
        let text = Self.text(gif, rendition: rendition)
        guard case .pixels(let pixels) = graphics.drawing else {
            let blank = Array(repeating: String(repeating: " ", count: Self.columns), count: Self.rows)
            let lines = frame.map { painter.text(for: $0).split(separator: "\n").map(String.init) } ?? blank
            return Array((zip(lines, text).map { "\($0)  \($1)\n" }.joined() + "\n").utf8)
        }
        let area = PictureArea(rows: Self.rows)
        var output = Array(area.reserve.utf8)
        if let frame {
            let fit = PixelFit(
                imageWidth: frame.width, imageHeight: frame.height, columns: Self.columns, rows: Self.rows,
                maxColumns: Self.columns, maxRows: Self.rows, cellWidth: graphics.cell.width,
                cellHeight: graphics.cell.height)
            output += (try? PixelStill.bytes(of: frame, in: pixels, graphics: graphics, fit: fit, id: id)) ?? []
        }
        output += Array(PictureArea.top.utf8)
        for line in text { output += Array((PictureArea.beside(columns: Self.columns + 2) + line + "\r\n").utf8) }
        return output + [0x0A]
    }

    /// The title, the id with size and frames, and the URL, made safe for the terminal.
    private static func text(_ gif: GIFResult, rendition: RenditionChoice) -> [String] {
        let shown = GIFRecord(gif, rendition: rendition).displayed
        let size = shown.width.flatMap { w in shown.height.map { "\(w)×\($0)" } } ?? "–"
        return [shown.title, "\(shown.id)  \(size)  \(shown.frames.map { "\($0) frames" } ?? "")", shown.url ?? ""]
    }
}
