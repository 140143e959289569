import ArgumentParser

/// How search terms (`tags`, `trending --terms`) are printed: the listings' `--format` words,
/// so a script names one format for every command. `json` is one array of strings, `jsonl`
/// one JSON string a line, and every other format one term a line, made safe for the terminal.
enum TermFormat: String, ExpressibleByArgument, CaseIterable {
    case table, url, ids, md, json, jsonl, tsv

    var defaultValueDescription: String {
        switch self {
        case .json: "one JSON array of strings"
        case .jsonl: "one JSON string a line"
        case .table, .url, .ids, .md, .tsv: "one term a line"
        }
    }

    /// The terms format a listing's `--format` word names.
    init(_ format: ResultFormat) {
        self =
            switch format {
            case .table: .table
            case .url: .url
            case .ids: .ids
            case .md: .md
            case .json: .json
            case .jsonl: .jsonl
            case .tsv: .tsv
            }
    }
}
