import FoundationEssentials
import GifSearchKit

/// Prints GIFs in the chosen format. Everything the server sent is made safe for the terminal
/// in every format but JSON, where JSON escaping does it: `displayed` is the one way remote text
/// takes to the screen, and `url` and `ids` leave out a result whose URL or id holds a control
/// character rather than print it mangled.
struct ResultPrinter {
    let format: ResultFormat
    let rendition: RenditionChoice
    /// The feed's term the GIFs were found by, a key of their JSON.
    var term: String?
    /// How wide a table may be, and whether its attribution is dimmed.
    var width = 80
    var styled = false

    /// The printed text, and how many results were left out for control characters.
    struct Rendering {
        let text: String
        let skipped: Int
    }

    /// The text for `gifs`.
    func render(_ gifs: [GIFResult]) -> Rendering {
        let records = records(gifs)
        switch format {
        case .url: return lines(records.compactMap(\.url))
        case .ids: return lines(records.map(\.id))
        case .md:
            return lines(
                records.compactMap { record in
                    record.url.map { url in
                        (url, Self.markdownImage(record.displayed, url: url))
                    }
                })
        case .tsv:
            return Rendering(
                text: records.map { record in
                    let shown = record.displayed
                    return [
                        shown.id, shown.title, shown.url ?? "", shown.width.map(String.init) ?? "",
                        shown.height.map(String.init) ?? "", shown.frames.map(String.init) ?? "", shown.alt ?? "",
                    ]
                    .joined(separator: "\t") + "\n"
                }.joined(), skipped: 0)
        case .json: return Rendering(text: Self.json(records, pretty: true) + "\n", skipped: 0)
        case .jsonl: return Rendering(text: records.map { Self.json($0, pretty: false) + "\n" }.joined(), skipped: 0)
        case .table:
            return Rendering(
                text: ResultTable(records: records.map(\.displayed), width: width, footer: term == nil, styled: styled)
                    .render(), skipped: 0)
        }
    }

    /// The records of `gifs`, with the term when there is one.
    func records(_ gifs: [GIFResult]) -> [GIFRecord] {
        gifs.map { gif in
            var record = GIFRecord(gif, rendition: rendition)
            record.term = term
            return record
        }
    }

    /// One line per value, leaving out values that hold control characters.
    private func lines(_ values: [String]) -> Rendering {
        lines(values.map { ($0, $0) })
    }

    /// One line per item, leaving out items whose raw value holds control or invisible characters.
    private func lines(_ items: [(raw: String, line: String)]) -> Rendering {
        let kept = items.filter { !TerminalText.containsControlCharacters($0.raw) }
        return Rendering(text: kept.map { $0.line + "\n" }.joined(), skipped: items.count - kept.count)
    }

    /// A Markdown image of `record` at `url`: its alt text, else its title, as the text.
    static func markdownImage(_ record: GIFRecord, url: String) -> String {
        markdownImage(alt: record.altOrTitle, url: url)
    }

    /// A Markdown image of the GIF at `url` with `alt` (safe for the terminal) as its text.
    static func markdownImage(alt: String, url: String) -> String {
        "![\(markdownEscaped(alt))](\(markdownURL(url)))"
    }

    /// `text` with Markdown's metacharacters escaped, so a title stays literal link text.
    static func markdownEscaped(_ text: String) -> String {
        text.reduce(into: "") { escaped, character in
            if "\\`*_{}[]()<>#+!|~".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
    }

    /// `url` with the characters that would end a Markdown link destination percent-encoded.
    private static func markdownURL(_ url: String) -> String {
        url.reduce(into: "") { encoded, character in
            switch character {
            case " ": encoded += "%20"
            case "(": encoded += "%28"
            case ")": encoded += "%29"
            case "<": encoded += "%3C"
            case ">": encoded += "%3E"
            default: encoded.append(character)
            }
        }
    }

    static func json<T: Encodable>(_ value: T, pretty: Bool) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        // Safe: records hold only strings, numbers, booleans and nulls.
        return String(decoding: try! encoder.encode(value), as: UTF8.self)
    }
}
