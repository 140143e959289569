import ArgumentParser

/// How search results are printed (DESIGN §8).
enum ResultFormat: String, ExpressibleByArgument, CaseIterable {
    case table, url, ids, md, json, jsonl, tsv

    /// `table` on a terminal, `url` when stdout is piped.
    static func automatic(for context: CommandContext) -> ResultFormat {
        context.output.isTerminal ? .table : .url
    }
}
