import GifSearchKit
import Giphy
import Preview
import RxCore

/// `--preview`: each result printed with a small still thumbnail beside it. Thumbnails download
/// concurrently and each result is printed as soon as its own (and those above it) are ready;
/// a failed thumbnail leaves an empty space and never fails the search. Media stays in memory.
struct Thumbnails {
    static let columns = 8
    static let rows = 3
    let service: GifSearchService
    let colors: ColorMode

    func print(_ gifs: [GiphyGIF], rendition: String) {
        let painter = FramePainter(
            renderer: Renderer(mode: .blocks, colors: colors, columns: Self.columns, rows: Self.rows))
        let jobs = gifs.enumerated().map { index, gif in
            thumbnail(for: gif, painter: painter).map { (index, $0) }
        }
        var ready: [Int: [String]] = [:]
        var next = 0
        let printNext = {
            while let lines = ready[next] {
                StandardOutput.write(Self.block(lines, gif: gifs[next], rendition: rendition))
                next += 1
            }
        }
        _ = Observable.from(jobs).merge(maxConcurrent: 8).waitForResultEach { index, lines in
            ready[index] = lines
            printNext()
        }
        StandardOutput.write(TerminalStyle.dim("Powered by GIPHY") + "\n")
    }

    /// The thumbnail's lines, rendered off the I/O thread, or blank lines when it cannot be had.
    private func thumbnail(for gif: GiphyGIF, painter: FramePainter) -> Observable<[String]> {
        let blank = Array(repeating: String(repeating: " ", count: Self.columns), count: Self.rows)
        return service.thumbnail(of: gif).map { frame in
            frame.map { painter.text(for: $0).split(separator: "\n").map(String.init) } ?? blank
        }
    }

    private static func block(_ thumbnail: [String], gif: GiphyGIF, rendition: String) -> String {
        let shown = ResultPrinter.Record(gif, rendition: rendition).displayed
        let size = shown.width.flatMap { w in shown.height.map { "\(w)×\($0)" } } ?? "–"
        let text = [shown.title, "\(shown.id)  \(size)  \(shown.frames.map { "\($0) frames" } ?? "")", shown.url ?? ""]
        return zip(thumbnail, text).map { "\($0)  \($1)\n" }.joined() + "\n"
    }
}
