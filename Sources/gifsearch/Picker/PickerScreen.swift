import GIF
import GifSearchKit
import Preview
import RxCore
import Terminal

/// Draws the picker on the terminal: each frame one write inside synchronized output, and only
/// the lines (and, in the preview, the cells) that changed since the last frame. Used only on
/// `ui`, the picker's serial UI scheduler: debug builds check it where it draws (`draw`,
/// `resize(to:)`).
final class PickerScreen: @unchecked Sendable {
    /// What the picker shows, besides the picture.
    struct Content {
        var state: PickerState
        var editor: QueryEditor
        var status: String
        var multi: Bool
        /// Whether the list is the person's library (`--library`).
        var library: Bool
        var rendition: RenditionChoice
        /// The provider asked first, named while there are no results.
        var provider: ProviderName
        /// Terms completing the query; Tab takes the first (without `--multi`).
        var suggestions: [String]
    }

    private let tty: TTY
    private let ui: SerialDispatchQueueScheduler
    private(set) var layout: PickerLayout
    /// The text of every row as last written (list rows: the list's part only).
    private var shown: [Int: String] = [:]
    private var slot: PictureSlot
    /// The first result the list shows.
    private var scrollTop = 0

    /// A screen drawing on `tty` at `layout`, used only on `ui`.
    init(
        tty: TTY, encoder: TerminalEncoder, graphics: Graphics, layout: PickerLayout, ui: SerialDispatchQueueScheduler
    ) {
        self.tty = tty
        self.ui = ui
        self.layout = layout
        slot = PictureSlot(row: PickerLayout.listTop, graphics: graphics, encoder: encoder)
    }

    /// What removes every picture the picker may have left in kitty's memory (the alternate
    /// screen shows only the picker's): for the terminal's restore.
    var deletePictures: String { slot.deletesEveryPicture }

    /// Starts over at `layout`: everything is drawn anew at the next frame.
    func resize(to layout: PickerLayout) {
        ui.assertOnQueue()
        self.layout = layout
        shown = [:]
        tty.write(ControlSequence.resetAttributes + ControlSequence.clearScreen + slot.remove())
    }

    /// Draws `content`, and `picture` in the preview area when given and it fits (`clearPicture`
    /// blanks the area).
    func draw(_ content: Content, picture new: ScreenPicture? = nil, clearPicture: Bool = false) {
        ui.assertOnQueue()
        var output = ""
        let column = new.map { layout.previewColumn + max(0, (layout.previewColumns - $0.columns) / 2) }
        switch slot.clear(before: new, at: column, always: clearPicture) {
        case .nothing: break
        case .write(let removal): output += removal
        case .screen:
            output += ControlSequence.resetAttributes + ControlSequence.clearScreen
            shown = [:]
        }
        for (row, text) in lines(for: content) where shown[row] != text {
            output += ControlSequence.moveTo(row: row, column: 1) + text
            shown[row] = text
        }
        if let new, let column, layout.previewFits(columns: new.columns, rows: new.rows) {
            output += slot.place(new, at: column)
        }
        let cursor = content.editor.characters[..<content.editor.cursor].reduce(0) {
            $0 + DisplayWidth.of(String($1))
        }
        output += ControlSequence.moveTo(row: 1, column: min(layout.columns, 3 + cursor)) + ControlSequence.showCursor
        tty.write(ControlSequence.beginSynchronizedUpdate + output + ControlSequence.endSynchronizedUpdate)
    }

    /// The text of each row but the preview's cells, padded to its width so that it overwrites
    /// what was there.
    private func lines(for content: Content) -> [(Int, String)] {
        let state = content.state
        let width = layout.columns
        var lines: [(Int, String)] = []
        let query = DisplayWidth.truncate(content.editor.text, to: width - 2)
        lines.append((1, "> " + DisplayWidth.pad(query, to: width - 2)))
        var count =
            content.library
            ? "  \(state.results.count) in your library"
            : "  \(state.results.count)\(state.hasMore ? "+" : "") result\(state.results.count == 1 && !state.hasMore ? "" : "s")"
        if state.recentCount > 0 { count += " · \(state.recentCount) recent first" }
        let own = content.provider.hasWebAPI ? state.results.prefix { !$0.provider.hasWebAPI }.count : 0
        if own > 0 { count += " · \(own) of yours first" }
        if state.isSearching { count += " · searching…" }
        if content.multi { count += " · \(state.marked.count) marked" }
        if !content.suggestions.isEmpty {
            count += " · " + (content.multi ? "" : "Tab: ") + content.suggestions.prefix(5).joined(separator: ", ")
        }
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
        let hint = PickerKeyHelp.hint(multi: content.multi)
        let attribution = Attribution.text(for: state.results.map(\.provider), fallback: content.provider) ?? ""
        let room = width - DisplayWidth.of(attribution) - 1
        let hintLine =
            room > 10
            ? DisplayWidth.pad(DisplayWidth.truncate(hint, to: room), to: room) + " " + attribution
            : DisplayWidth.pad(DisplayWidth.truncate(attribution, to: width), to: width)
        lines.append((layout.hintRow, dim(hintLine)))
        return lines
    }

    /// One result in the list: a pointer on the selected row, a mark, a star for a favourite,
    /// the title, and the size and frame count of the chosen rendition ("recent" for the
    /// person's recent GIFs, "yours" for their own above a web provider's), exactly the list's
    /// width.
    private func row(_ index: Int, content: Content) -> String {
        let gif = content.state.results[index]
        let shown = GIFRecord(gif, rendition: content.rendition).displayed
        let isSelected = index == content.state.selected
        let prefix =
            (isSelected ? "▌" : " ") + (content.state.isMarked(gif) ? "●" : " ")
            + (content.state.isStarred(gif) ? "★" : " ") + " "
        let size = shown.width.flatMap { w in shown.height.map { "\(w)×\($0)" } } ?? ""
        let details =
            content.state.isRecent(index)
            ? "recent"
            : content.provider.hasWebAPI && !gif.provider.hasWebAPI
                ? "yours" : [size, shown.frames.map { "\($0)f" } ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
        let titleWidth = max(1, layout.listWidth - DisplayWidth.of(prefix) - DisplayWidth.of(details) - 1)
        let title = DisplayWidth.pad(
            DisplayWidth.truncate(
                (shown.title.isEmpty ? shown.id : shown.title) + (gif.kept?.isGone == true ? " (gone)" : ""),
                to: titleWidth), to: titleWidth)
        let text = DisplayWidth.pad(
            DisplayWidth.truncate(prefix + title + " " + details, to: layout.listWidth), to: layout.listWidth)
        return isSelected ? ControlSequence.reversed(text) : text
    }

    private func dim(_ text: String) -> String {
        ControlSequence.dim(text)
    }
}
