import RxCore

/// The person's inputs: the query edited, the list moved and marked, and the keys that choose,
/// download, copy, open and star.
extension PickerModel.PickerRun {
    /// Acts on one of the person's inputs and delivers the new state (nothing after the end).
    func handle(_ input: PickerInput) {
        assertOnScheduler()
        guard state.outcome == nil else { return }
        if case .resize(let listRows, let columns, let rows) = input {
            return change { $0.resize(listRows: listRows, previewColumns: columns, previewRows: rows) }
        }
        if let entry = keyEntry {
            return change { $0.enterKey(input, into: entry) }
        }
        let before = (query: state.editor.text, selected: state.list.selectedGIF?.id)
        switch input {
        case .insert(let text): state.editor.insert(text)
        case .deleteBackward: state.editor.deleteBackward()
        case .deleteForward: state.editor.deleteForward()
        case .deleteWordBackward: state.editor.deleteWordBackward()
        case .deleteToStart: state.editor.deleteToStart()
        case .cursorLeft: state.editor.moveLeft()
        case .cursorRight: state.editor.moveRight()
        case .cursorToStart: state.editor.moveToStart()
        case .cursorToEnd: state.editor.moveToEnd()
        case .move(let rows): state.list.move(by: rows)
        case .movePage(let pages): state.list.move(by: pages * state.listRows)
        case .moveToTop: state.list.moveToTop()
        case .moveToBottom: state.list.moveToBottom()
        case .takeSuggestion:
            guard !configuration.multi, let first = state.suggestions.first else { return }
            state.editor = QueryEditor(first)
        case .toggleMark(let backward):
            guard configuration.multi else { return }
            if backward { state.list.move(by: -1) }
            state.list.toggleMark()
            if !backward { state.list.move(by: 1) }
        case .choose, .chooseAndPaste:
            guard !state.list.choice.isEmpty else { return }
            return withURLs(state.list.choice) { chosen in
                self.registerAction(.picked, of: chosen)
                self.end(.chosen(chosen, paste: input == .chooseAndPaste))
            }
        case .cancel, .interrupt: return end(.cancelled)
        case .download: download()
        case .copy: copy()
        case .open:
            if let gif = state.list.selectedGIF, gif.page != nil { registerAction(.opened, of: [gif]) }
            model.effectSubject.onNext(.open(state.list.selectedGIF?.page))
        case .resize: break
        case .star: toggleStar()
        case .note(let text): state.status = .note(text)
        }
        if state.editor.text != before.query {
            if configuration.library { showLibrary() } else { queries.onNext(state.editor.text) }
        }
        if state.list.selectedGIF?.id != before.selected { select(state.list.selectedGIF) }
        if state.list.wantsMore { loadMore.onNext(()) }
        change { _ in }
    }
}
