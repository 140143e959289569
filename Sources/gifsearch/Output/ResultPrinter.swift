import FoundationEssentials
import Giphy

/// Prints GIFs in the chosen format. Remote text is made safe for the terminal in every format
/// but JSON, where JSON escaping does it.
struct ResultPrinter {
    let format: ResultFormat
    let rendition: String

    /// One GIF as scripts read it: these keys are documented and stable.
    struct Record: Encodable {
        let id: String
        let title: String
        let url: String?
        let page: String?
        let width: Int?
        let height: Int?
        let frames: Int?
        let size: Int?
        let rating: String?
        let username: String?
        let isSticker: Bool

        init(_ gif: GiphyGIF, rendition: String) {
            let chosen = gif.rendition(rendition)
            id = gif.id
            title = gif.title
            url = chosen?.url
            page = gif.url
            width = chosen?.width
            height = chosen?.height
            frames = chosen?.frames
            size = chosen?.size
            rating = gif.rating
            username = gif.user?.username ?? gif.username.flatMap { $0.isEmpty ? nil : $0 }
            isSticker = gif.isSticker
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(title, forKey: .title)
            try container.encode(url, forKey: .url)
            try container.encode(page, forKey: .page)
            try container.encode(width, forKey: .width)
            try container.encode(height, forKey: .height)
            try container.encode(frames, forKey: .frames)
            try container.encode(size, forKey: .size)
            try container.encode(rating, forKey: .rating)
            try container.encode(username, forKey: .username)
            try container.encode(isSticker, forKey: .isSticker)
        }

        private enum CodingKeys: String, CodingKey {
            case id, title, url, page, width, height, frames, size, rating, username, isSticker
        }
    }

    /// The text for `gifs`.
    func render(_ gifs: [GiphyGIF]) -> String {
        let records = gifs.map { Record($0, rendition: rendition) }
        switch format {
        case .url: return lines(records.compactMap(\.url))
        case .ids: return lines(records.map(\.id))
        case .md:
            return lines(
                records.compactMap { record in
                    record.url.map { "![\(markdownSafe(record.title))](\($0))" }
                })
        case .tsv:
            return lines(
                records.map { record in
                    [
                        record.id, TerminalText.sanitize(record.title), record.url ?? "",
                        record.width.map(String.init) ?? "",
                        record.height.map(String.init) ?? "", record.frames.map(String.init) ?? "",
                    ]
                    .joined(separator: "\t")
                })
        case .json: return Self.json(records, pretty: true) + "\n"
        case .jsonl: return lines(records.map { Self.json($0, pretty: false) })
        case .table: return ResultTable(records: records, width: TerminalSize.columns).render()
        }
    }

    private func lines(_ items: [String]) -> String {
        items.map { $0 + "\n" }.joined()
    }

    private func markdownSafe(_ title: String) -> String {
        TerminalText.sanitize(title).reduce(into: "") { escaped, character in
            if character == "[" || character == "]" { escaped.append("\\") }
            escaped.append(character)
        }
    }

    private static func json<T: Encodable>(_ value: T, pretty: Bool) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        // Safe: records hold only strings, numbers, booleans and nulls.
        return String(decoding: try! encoder.encode(value), as: UTF8.self)
    }
}
