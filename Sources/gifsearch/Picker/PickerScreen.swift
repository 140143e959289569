import GifSearchKit
import Giphy
import Preview
import Terminal

/// Draws the picker on the terminal: each frame one write inside synchronized output, and only
/// the lines (and, in the preview, the cells) that changed since the last frame. Used only on
/// the picker's serial UI scheduler.
final class PickerScreen: @unchecked Sendable {
    /// What the picker shows, besides the picture.
    struct Content {
        var state: PickerState
        var editor: QueryEditor
        var status: String
        var multi: Bool
        var rendition: String
    }

    private let tty: TTY
    private let encoder: TerminalEncoder
    private(set) var layout: PickerLayout
    /// The text of every row as last written (list rows: the list's part only).
    private var shown: [Int: String] = [:]
    private var picture: (grid: CellGrid, row: Int, column: Int)?
    /// The first result the list shows.
    private var scrollTop = 0

    init(tty: TTY, encoder: TerminalEncoder, layout: PickerLayout) {
        self.tty = tty
        self.encoder = encoder
        self.layout = layout
    }

    /// Starts over at `layout`: everything is drawn anew at the next frame.
    func resize(to layout: PickerLayout) {
        self.layout = layout
        shown = [:]
        picture = nil
        tty.write(ControlSequence.resetAttributes + ControlSequence.clearScreen)
    }

    /// Draws `content`, and `grid` in the preview area when given (`clearPicture` blanks it).
    func draw(_ content: Content, grid: CellGrid? = nil, clearPicture: Bool = false) {
        var output = ""
        for (row, text) in lines(for: content) where shown[row] != text {
            output += ControlSequence.moveTo(row: row, column: 1) + text
            shown[row] = text
        }
        if clearPicture, let old = picture {
            let blank = String(repeating: " ", count: old.grid.columns)
            for row in 0..<old.grid.rows {
                output += ControlSequence.moveTo(row: old.row + row, column: old.column) + blank
            }
            picture = nil
        }
        if let grid, layout.hasPreview {
            let column = layout.previewColumn + max(0, (layout.previewColumns - grid.columns) / 2)
            let previous = picture.flatMap { $0.row == Self.pictureRow && $0.column == column ? $0.grid : nil }
            output += encoder.placed(grid, over: previous, row: Self.pictureRow, column: column)
            picture = (grid, Self.pictureRow, column)
        }
        let cursor = content.editor.characters[..<content.editor.cursor].reduce(0) {
            $0 + DisplayWidth.of(String($1))
        }
        output += ControlSequence.moveTo(row: 1, column: min(layout.columns, 3 + cursor)) + ControlSequence.showCursor
        tty.write(ControlSequence.beginSynchronizedUpdate + output + ControlSequence.endSynchronizedUpdate)
    }

    private static let pictureRow = PickerLayout.listTop

    /// The text of each row but the preview's cells, padded to its width so that it overwrites
    /// what was there.
    private func lines(for content: Content) -> [(Int, String)] {
        let state = content.state
        let width = layout.columns
        var lines: [(Int, String)] = []
        let query = DisplayWidth.truncate(content.editor.text, to: width - 2)
        lines.append((1, "> " + DisplayWidth.pad(query, to: width - 2)))
        var count = "  \(state.results.count)\(state.hasMore ? "+" : "") results"
        if state.isSearching { count += " · searching…" }
        if content.multi { count += " · \(state.marked.count) marked" }
        lines.append((2, dim(DisplayWidth.pad(DisplayWidth.truncate(count, to: width), to: width))))
        scrollTop = min(scrollTop, state.selected)
        scrollTop = max(scrollTop, state.selected - layout.listRows + 1)
        for offset in 0..<layout.listRows {
            let index = scrollTop + offset
            let text = state.results.indices.contains(index) ? row(index, content: content) : ""
            lines.append(
                (PickerLayout.listTop + offset, text.isEmpty ? String(repeating: " ", count: layout.listWidth) : text))
        }
        lines.append((layout.statusRow, DisplayWidth.pad(DisplayWidth.truncate(content.status, to: width), to: width)))
        let hint =
            "↑↓ move · Enter print · \(content.multi ? "Tab mark · " : "")^D download · ^Y copy · ^O open · Esc quit"
        let attribution = "Powered by GIPHY"
        let room = width - DisplayWidth.of(attribution) - 1
        let hintLine =
            room > 10
            ? DisplayWidth.pad(DisplayWidth.truncate(hint, to: room), to: room) + " " + attribution
            : DisplayWidth.pad(DisplayWidth.truncate(attribution, to: width), to: width)
        lines.append((layout.hintRow, dim(hintLine)))
        return lines
    }

    /// One result in the list: a pointer on the selected row, a mark, the title, and the size
    /// and frame count of the chosen rendition, exactly the list's width.
    private func row(_ index: Int, content: Content) -> String {
        let gif = content.state.results[index]
        let shown = ResultPrinter.Record(gif, rendition: content.rendition).displayed
        let isSelected = index == content.state.selected
        let prefix = (isSelected ? "▌" : " ") + (content.state.isMarked(gif) ? "●" : " ") + " "
        let size = shown.width.flatMap { w in shown.height.map { "\(w)×\($0)" } } ?? ""
        let details = [size, shown.frames.map { "\($0)f" } ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
        let titleWidth = max(1, layout.listWidth - 3 - DisplayWidth.of(details) - 1)
        let title = DisplayWidth.pad(
            DisplayWidth.truncate(shown.title.isEmpty ? shown.id : shown.title, to: titleWidth), to: titleWidth)
        let text = DisplayWidth.pad(
            DisplayWidth.truncate(prefix + title + " " + details, to: layout.listWidth), to: layout.listWidth)
        return isSelected ? "\u{1B}[7m" + text + ControlSequence.resetAttributes : text
    }

    private func dim(_ text: String) -> String {
        "\u{1B}[2m" + text + ControlSequence.resetAttributes
    }
}
