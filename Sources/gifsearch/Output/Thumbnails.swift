import FoundationEssentials
import GIF
import Giphy
import HTTP
import Preview
import RxCore

/// `--preview`: each result printed with a small still thumbnail beside it. Thumbnails download
/// concurrently and each result is printed as soon as its own (and those above it) are ready;
/// a failed thumbnail leaves an empty space and never fails the search. Media stays in memory.
struct Thumbnails {
    static let columns = 8
    static let rows = 3
    /// The renditions tried, smallest first.
    static let renditions = ["fixed_height_small", "preview_gif", "fixed_width_small", "fixed_height"]

    let session: CurlSession
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

    /// The thumbnail's lines, or blank lines when it cannot be had.
    private func thumbnail(for gif: GiphyGIF, painter: FramePainter) -> Observable<[String]> {
        let blank = Array(repeating: String(repeating: " ", count: Self.columns), count: Self.rows)
        guard let url = Self.renditions.lazy.compactMap({ gif.rendition($0)?.url }).first else { return .just(blank) }
        return session.rx.data(request: HTTPRequest(url: url, maxBodySize: HTTPRequest.mediaBodyLimit))
            .map { data -> [String] in
                var first: Frame?
                _ = try? GIFFile.frames(of: [UInt8](data), through: 0) { first = $0 }
                guard let first else { return blank }
                return painter.text(for: first).split(separator: "\n").map(String.init)
            }
            .catchAndReturn(blank)
    }

    private static func block(_ thumbnail: [String], gif: GiphyGIF, rendition: String) -> String {
        let chosen = gif.rendition(rendition)
        let size = chosen.flatMap { c in c.width.flatMap { w in c.height.map { "\(w)×\($0)" } } } ?? "–"
        let text = [
            TerminalText.sanitize(gif.title), "\(gif.id)  \(size)  \(chosen?.frames.map { "\($0) frames" } ?? "")",
            chosen?.url ?? "",
        ]
        return zip(thumbnail, text).map { "\($0)  \($1)\n" }.joined() + "\n"
    }
}
