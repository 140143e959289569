import GifSearchKit
import Terminal

/// The table people read on a terminal: title, id, pixels (the rendition's width × height),
/// frames and URL, fitted to the terminal width as `TableFit` says, so no row wraps: the title
/// and URL cut with "…", and columns dropped when even that is too wide. Wide characters count as
/// two columns and are never split. The providers' "Powered by …" footer (dim on a colour
/// terminal) is never cut. The records are already made safe to print (`GIFRecord.displayed`).
struct ResultTable {
    let records: [GIFRecord]
    /// The terminal's width in display columns.
    let width: Int
    /// Whether the attribution ends the table (the feed prints it once, at the end).
    var footer = true
    /// Whether the attribution is dimmed (on a terminal, without `NO_COLOR`).
    var styled = false

    /// The table's lines, each ending in a newline.
    func render() -> String {
        let cells = Dictionary(
            uniqueKeysWithValues: ResultColumn.allCases.map { column in (column, records.map(column.cell)) })
        let full = cells.mapValues { column in column.map(DisplayWidth.of).max() ?? 0 }
        let fit = TableFit(full: full, width: width)
        let header = line(fit.columns.map { ($0, $0.column.header) })
        let rows = records.indices.map { row in
            line(fit.columns.map { ($0, cells[$0.column]?[row] ?? "") })
        }
        let text = Attribution.text(for: records.compactMap { ProviderName(rawValue: $0.provider) })
        let attribution = text.map { styled ? ControlSequence.dim($0) : $0 }
        return ([header] + rows + (footer ? [attribution].compactMap { $0 } : [])).joined(separator: "\n") + "\n"
    }

    /// One line of `cells`, each cut to its column's width and padded to it, but the last.
    private func line(_ cells: [(column: TableFit.Column, text: String)]) -> String {
        cells.enumerated().map { index, cell in
            let cut = DisplayWidth.truncate(cell.text, to: cell.column.width)
            return index == cells.count - 1 ? cut : DisplayWidth.pad(cut, to: cell.column.width)
        }.joined(separator: String(repeating: " ", count: TableFit.gap))
    }
}
