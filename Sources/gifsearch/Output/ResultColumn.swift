import GifSearchKit

/// A column of the result table, in the order the table prints them: what it is headed, what it
/// shows of a record, and how far it may be cut to fit the terminal.
enum ResultColumn: CaseIterable, Sendable {
    case title, id, pixels, frames, url

    /// Its header: one word, never cut (a column is dropped rather than its header cut).
    var header: String {
        switch self {
        case .title: "TITLE"
        case .id: "ID"
        case .pixels: "PIXELS"
        case .frames: "FRAMES"
        case .url: "URL"
        }
    }

    /// The fewest columns its cells may be cut to, ending in "…"; `nil` for a column shown in
    /// full or not at all.
    var narrowest: Int? {
        switch self {
        case .title: 20
        case .url: 24
        case .id, .pixels, .frames: nil
        }
    }

    /// The columns left out, one after another, while the table is wider than the terminal:
    /// the URL first, then the frames, the pixels and the id. The title is always shown.
    static let dropOrder: [ResultColumn] = [.url, .frames, .pixels, .id]

    /// What it shows of `record` (already made safe to print): the rendition's width × height
    /// in pixels, never its size in bytes; "–" for what is not known.
    func cell(of record: GIFRecord) -> String {
        switch self {
        case .title: record.title
        case .id: record.id
        case .pixels: record.width.flatMap { width in record.height.map { "\(width)×\($0)" } } ?? "–"
        case .frames: record.frames.map(String.init) ?? "–"
        case .url: record.url ?? "–"
        }
    }
}
