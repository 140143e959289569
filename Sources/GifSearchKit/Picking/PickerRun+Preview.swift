import RxCore

/// The preview area: the selected GIF fetched, decoded and rendered at the area's size, the rows
/// after it fetched ahead, and a view registered for each GIF shown.
extension PickerModel.PickerRun {
    /// The selected GIF rendered for the preview area, as the selection moves on (a newer
    /// one cancels the download in flight) and as the area changes size; `nil` for the id
    /// when there is nothing to show. A GIF listed from the library gets its URLs first.
    /// Once the selected GIF is in, the previews of the rows after it are fetched and decoded
    /// into the source's memory, one at a time, so that moving down shows them at once;
    /// moving anywhere cancels them.
    func previews() -> Observable<(id: String?, picture: Preview?)> {
        let (source, render, renderScheduler) = (model.source, model.render, model.renderScheduler)
        let decoded = selections.distinctUntilChanged { $0.gif?.id == $1.gif?.id }
            .flatMapLatest { gif, ahead -> Observable<DecodedGIF?> in
                guard let gif else { return .just(nil) }
                let decoded = { (gif: GIFResult) in
                    self.freshened([gif]).flatMap { source.decodedGIF($0.first ?? gif) }.map { Optional($0) }
                }
                let shown = decoded(gif).catchAndReturn(nil)
                let fetchedAhead = Observable.from(ahead).concatMap { next in
                    decoded(next).filter { _ in false }.catch { _ in .empty() }
                }
                return shown.concat(fetchedAhead)
            }
        return Observable.combineLatest(decoded, previewSizes.asObservable())
            .flatMapLatest { gif, size -> Observable<(id: String?, picture: Preview?)> in
                guard let gif, !gif.frames.isEmpty, size.columns > 0, size.rows > 0 else {
                    return .just((gif?.id, nil))
                }
                return Observable.just(()).observe(on: renderScheduler).map { _ in
                    (gif.id, render(gif, size.columns, size.rows))
                }
            }
    }

    /// Shows a rendering of the selected GIF (one for a GIF no longer selected is dropped), and
    /// registers a view the first time a GIF shows since the selection moved to it.
    func show(_ rendered: (id: String?, picture: Preview?)) {
        assertOnScheduler()
        guard rendered.id == nil || rendered.id == state.list.selectedGIF?.id else { return }
        change { run in
            guard let picture = rendered.picture else {
                run.state.preview = nil
                return
            }
            run.renderings += 1
            run.state.preview = (run.renderings, picture)
            if let gif = run.state.list.selectedGIF, run.viewed != gif.id {
                run.viewed = gif.id
                run.registerAction(.viewed, of: [gif])
            }
        }
    }

    /// The selection moved to `gif`: its preview is made (then the next rows'), and showing
    /// it will be a new view.
    func select(_ gif: GIFResult?) {
        viewed = nil
        selections.onNext((gif, gif == nil ? [] : state.list.following(PickerModel.previewsAhead)))
    }

    /// The list shows `listRows` now, and the preview area is `columns` × `rows`: a new size
    /// is rendered for anew; at the same size the picture is shown again (the view took it
    /// away when the terminal changed).
    func resize(listRows: Int, previewColumns columns: Int, previewRows rows: Int) {
        state.listRows = max(1, listRows)
        guard (columns, rows) != previewSize else {
            if let picture = state.preview?.picture {
                renderings += 1
                state.preview = (renderings, picture)
            }
            return
        }
        previewSize = (columns, rows)
        state.preview = nil
        previewSizes.onNext((columns, rows))
    }
}
