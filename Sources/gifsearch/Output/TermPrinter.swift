import GifSearchKit
import RxCore

/// Prints search terms (autocomplete, trending terms) in a `TermFormat`: at most `limit` of
/// them after the first `offset`, those with nothing left once made safe for the terminal left
/// out; a failure becomes its one line on stderr and exit status.
enum TermPrinter {
    static func show(
        _ terms: Observable<[String]>, in session: ServiceSession, format: TermFormat, limit: Int?, offset: Int = 0,
        empty: String
    ) throws {
        let context = session.context
        let lists = try context.elements(of: session.askingForKey(terms).waitForResult())
        let shown = lists.flatMap { $0 }.filter { !TerminalText.sanitize($0).isEmpty }.dropFirst(offset)
        let terms = Array(limit.map { shown.prefix($0) } ?? shown)
        guard !terms.isEmpty else { throw context.fail(.notFound, empty) }
        context.output.write(render(terms, as: format))
    }

    /// The text of `terms` in `format`: JSON's strings as the server sent them (JSON escaping
    /// makes them safe), every other format's made safe for the terminal.
    static func render(_ terms: [String], as format: TermFormat) -> String {
        switch format {
        case .json: ResultPrinter.json(terms, pretty: true) + "\n"
        case .jsonl: terms.map { ResultPrinter.json($0, pretty: false) + "\n" }.joined()
        case .table, .url, .ids, .md, .tsv: terms.map { TerminalText.sanitize($0) + "\n" }.joined()
        }
    }
}
