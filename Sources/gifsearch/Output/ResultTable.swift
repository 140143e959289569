import GifSearchKit
import Terminal

/// The table people read on a terminal: title (cut to fit with an ellipsis), id, size, frames
/// and URL, fitted to the terminal width with wide characters counted as two columns, and the
/// providers' "Powered by …" footer (dim on a colour terminal). The records are already made safe to
/// print (`GIFRecord.displayed`).
struct ResultTable {
    let records: [GIFRecord]
    let width: Int
    /// Whether the attribution ends the table (the feed prints it once, at the end).
    var footer = true
    /// Whether the attribution is dimmed (on a terminal, without `NO_COLOR`).
    var styled = false

    func render() -> String {
        let rows = records.map { record -> [String] in
            let size = record.width.flatMap { w in record.height.map { "\(w)×\($0)" } } ?? "–"
            return [
                record.title, record.id, size, record.frames.map(String.init) ?? "–",
                record.url ?? "–",
            ]
        }
        let header = ["TITLE", "ID", "SIZE", "FRAMES", "URL"]
        var widths = header.indices.map { column in
            ([header] + rows).map { DisplayWidth.of($0[column]) }.max() ?? 0
        }
        // The title column takes what the others leave, between 20 and 50 columns.
        let others = widths.dropFirst().reduce(0, +) + 2 * (widths.count - 1)
        widths[0] = max(20, min(widths[0], 50, width - others))
        let lines = ([header] + rows).map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1
                    ? cell : DisplayWidth.pad(DisplayWidth.truncate(cell, to: widths[column]), to: widths[column])
            }.joined(separator: "  ")
        }
        let text = Attribution.text(for: records.compactMap { ProviderName(rawValue: $0.provider) })
        let attribution = styled ? ControlSequence.dim(text) : text
        return (lines + (footer ? [attribution] : [])).joined(separator: "\n") + "\n"
    }
}
