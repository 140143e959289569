import ArgumentParser

/// How search results are printed (DESIGN §8).
enum ResultFormat: String, ExpressibleByArgument, CaseIterable {
    case table, url, ids, md, json, jsonl, tsv

    var defaultValueDescription: String {
        switch self {
        case .table: "columns for people"
        case .url: "one URL a line"
        case .ids: "one id a line"
        case .md: "one Markdown image a line"
        case .json: "one JSON array"
        case .jsonl: "one JSON object a line"
        case .tsv: "tab-separated columns"
        }
    }

    /// Whether results print each page as it arrives (docs/OUTPUT.md, "Choosing a format"),
    /// rather than once all are in.
    var streams: Bool {
        switch self {
        case .url, .ids, .jsonl, .tsv: true
        case .table, .json, .md: false
        }
    }

    /// `table` on a terminal, `url` when stdout is piped.
    static func automatic(for context: CommandContext) -> ResultFormat {
        context.output.isTerminal ? .table : .url
    }
}

/// What `pick` prints on Enter: the listings' line formats, without the table.
enum PickFormat: String, ExpressibleByArgument, CaseIterable {
    case url, ids, md, json, jsonl, tsv

    /// The listing format it is.
    var resultFormat: ResultFormat { ResultFormat(rawValue: rawValue)! }

    var defaultValueDescription: String { resultFormat.defaultValueDescription }
}
