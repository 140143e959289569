import Terminal

/// Where the picker's parts go on a terminal of a given size: the query on row 1, a count on row
/// 2, the list on the left of rows 3 to rows − 2 with the preview to its right, the status on
/// the row before last and the key hint on the last. Narrow terminals get no preview.
struct PickerLayout: Equatable {
    let columns: Int
    let rows: Int

    init(_ size: TerminalSize) {
        columns = max(20, size.columns)
        rows = max(6, size.rows)
    }

    static let listTop = 3

    /// How many result rows the list shows.
    var listRows: Int { rows - 4 }

    /// The list's width; the whole width when the terminal is too narrow for a preview.
    var listWidth: Int { hasPreview ? max(30, columns * 45 / 100) : columns }

    var hasPreview: Bool { columns >= 60 && listRows >= 4 }

    /// The preview's area: its first column (from 1) and its size in cells.
    var previewColumn: Int { listWidth + 2 }
    var previewColumns: Int { max(1, columns - listWidth - 2) }
    var previewRows: Int { listRows }

    /// Whether a picture of `columns` × `rows` cells fits the preview area: one drawn for an
    /// earlier size may not, and would wrap and scroll the screen.
    func previewFits(columns: Int, rows: Int) -> Bool {
        hasPreview && columns <= previewColumns && rows <= previewRows
    }

    var statusRow: Int { rows - 1 }
    var hintRow: Int { rows }
}
