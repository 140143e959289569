import Terminal

/// Which of the result table's columns are shown at a terminal's width, and how wide each is, so
/// that no line of the table is wider than the terminal and none wraps:
///
/// 1. Each column wants its full width: its widest cell or header, in display columns (wide
///    characters count two). The title and the URL may be cut, down to `ResultColumn.narrowest`
///    (or their full width when that is less); the id, pixels and frames are never cut.
/// 2. While the columns at their narrowest, with two spaces between each, are wider than the
///    terminal, columns are dropped in `ResultColumn.dropOrder`: the URL, then the frames, the
///    pixels and the id. A header is never cut; its column goes instead.
/// 3. What is left widens the title up to 50 columns, then the URL to its full width, then the
///    title to its full width.
/// 4. When even the title alone does not fit, it takes the whole width (never less than its
///    header), so the columns fit any terminal at least five wide. (The attribution under them
///    is the providers' and is never cut.)
struct TableFit: Equatable, Sendable {
    /// The columns shown, in printing order, with the display columns each takes.
    let columns: [Column]

    /// A shown column and its width.
    struct Column: Equatable, Sendable {
        let column: ResultColumn
        let width: Int
    }

    /// The columns that fit `width` display columns, given each column's `full` width.
    init(full: [ResultColumn: Int], width: Int) {
        let fullWidth = { (column: ResultColumn) in max(full[column] ?? 0, DisplayWidth.of(column.header)) }
        let narrowest = { (column: ResultColumn) in min(fullWidth(column), column.narrowest ?? fullWidth(column)) }
        var shown = ResultColumn.allCases
        let needed = { (shown: [ResultColumn]) in
            shown.map(narrowest).reduce(0, +) + Self.gap * (shown.count - 1)
        }
        for column in ResultColumn.dropOrder where needed(shown) > width {
            shown.removeAll { $0 == column }
        }
        var widths = Dictionary(uniqueKeysWithValues: shown.map { ($0, narrowest($0)) })
        var spare = width - needed(shown)
        if spare < 0 { widths[.title] = max(width, DisplayWidth.of(ResultColumn.title.header)) }
        for (column, limit) in [(ResultColumn.title, Self.titleWidth), (.url, Int.max), (.title, Int.max)] {
            guard spare > 0, let current = widths[column] else { continue }
            let grown = max(current, min(fullWidth(column), limit, current + spare))
            spare -= grown - current
            widths[column] = grown
        }
        columns = shown.map { Column(column: $0, width: widths[$0] ?? 0) }
    }

    /// Spaces between two columns.
    static let gap = 2

    /// How wide the title grows before the URL is widened.
    static let titleWidth = 50
}
