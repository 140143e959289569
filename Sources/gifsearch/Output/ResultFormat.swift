import ArgumentParser

/// How search results are printed (DESIGN §8).
enum ResultFormat: String, ExpressibleByArgument, CaseIterable {
    case table, url, ids, md, json, jsonl, tsv

    /// `table` on a terminal, `url` when stdout is piped.
    static var automatic: ResultFormat { StandardOutput.isTerminal ? .table : .url }
}
