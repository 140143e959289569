import RxCore

extension PickerModel {
    /// One run of the picker: its state, touched only on the model's scheduler.
    final class PickerRun: @unchecked Sendable {
        let model: PickerModel
        let observer: AnyObserver<PickerViewState<Preview>>
        var state: PickerViewState<Preview>
        let subscriptions = CompositeDisposable()
        let queries = PublishSubject<String>()
        let loadMore = PublishSubject<Void>()
        /// The selected GIF, and the rows after it whose previews are fetched ahead.
        let selections = PublishSubject<(gif: GIFResult?, ahead: [GIFResult])>()
        /// The preview area's size, each time it changes (`resize`).
        let previewSizes = BehaviorSubject(value: (columns: 0, rows: 0))
        /// Terms completing a query, and the query they complete.
        var completions: (query: String, terms: [String]) = ("", [])
        var renderings = 0
        /// While asking for an API key: why, whose, what is typed, and where the answer goes.
        var keyEntry: KeyEntry?
        /// The preview area's size in cells.
        var previewSize = (columns: 0, rows: 0)
        var keyOnTrial: (key: String, provider: ProviderName)?
        /// The GIF whose preview is showing since the selection last moved: the one a view was
        /// registered for.
        var viewed: String?

        init(model: PickerModel, observer: AnyObserver<PickerViewState<Preview>>) {
            self.model = model
            self.observer = observer
            state = PickerViewState(query: model.configuration.query)
        }

        var configuration: Configuration { model.configuration }

        func start(_ inputs: Observable<PickerInput>) {
            let scheduler = model.scheduler
            inputs.observe(on: scheduler)
                .subscribe(onNext: { self.handle($0) }, onCompleted: { self.end(.cancelled) })
                .kept(in: subscriptions)
            model.retries.observe(on: scheduler)
                .subscribe(onNext: { failure, seconds in
                    self.change { $0.state.status = .retrying(failure, seconds: seconds) }
                })
                .kept(in: subscriptions)
            previews().observe(on: scheduler)
                .subscribe(onNext: { self.show($0) })
                .kept(in: subscriptions)
            if !configuration.library { startSearching() }
            _ = scheduler.schedule(self) { run in
                run.change { run in
                    // A blank query's search loads Recent itself (`apply(.searching)`).
                    if run.configuration.library {
                        run.showLibrary()
                    } else if !run.configuration.query.allSatisfy(\.isWhitespace) {
                        run.loadRecent()
                    }
                }
                if let first = run.state.list.selectedGIF { run.select(first) }
                return Disposables.create()
            }
        }

        /// Searches the queries typed (once typing pauses) and completes them with suggestions.
        func startSearching() {
            let scheduler = model.scheduler
            let settled = SearchAsYouType.settled(
                queries.asObservable(), initial: configuration.query, debounce: model.debounce, scheduler: scheduler
            )
            .share(replay: 1)
            SearchAsYouType.updates(
                settled: settled, loadMore: loadMore.asObservable(),
                fetch: { query, page in self.model.fetch(query, page: page, askKey: self.askForKey) }
            )
            .observe(on: scheduler)
            .subscribe(onNext: { self.apply($0) })
            .kept(in: subscriptions)
            suggestions(for: settled).observe(on: scheduler)
                .subscribe(onNext: { completion in self.change { $0.completions = completion } })
                .kept(in: subscriptions)
        }

        func stop() {
            subscriptions.dispose()
        }

        /// Terms completing each settled query (none for a blank one, or when they cannot be
        /// had: suggestions never fail the picker).
        func suggestions(for settled: Observable<String>) -> Observable<(query: String, terms: [String])> {
            let source = model.source
            return settled.flatMapLatest { query -> Observable<(query: String, terms: [String])> in
                guard !query.allSatisfy(\.isWhitespace) else { return .just((query, [])) }
                return source.autocomplete(query).map { (query, $0) }.catchAndReturn((query, []))
            }
        }

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

        func show(_ rendered: (id: String?, picture: Preview?)) {
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

        /// Tells the source that the person `action`ed `gifs`, found with the query listed.
        func registerAction(_ action: GIFAction, of gifs: [GIFResult]) {
            model.source.register(action, of: gifs, query: state.list.query)
        }

        func apply(_ update: SearchUpdate) {
            let before = state.list.selectedGIF?.id
            defer { if state.list.selectedGIF?.id != before { select(state.list.selectedGIF) } }
            change { run in
                run.state.list.apply(update)
                switch update {
                case .searching(let query) where query.allSatisfy(\.isWhitespace):
                    run.loadRecent()
                case .failed(let query, let failure) where query == run.state.list.query:
                    run.state.status = .failed(failure)
                case .page(let query, let page, _) where query == run.state.list.query:
                    run.showStars()
                    if let key = run.keyOnTrial {
                        run.state.workingKey = key
                        run.keyOnTrial = nil
                    }
                    run.state.status = page.staleAge.map { .stale(seconds: $0) } ?? .none
                default: break
                }
            }
        }

        func handle(_ input: PickerInput) {
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
            case .choose:
                guard !state.list.choice.isEmpty else { return }
                return withURLs(state.list.choice) { chosen in
                    self.registerAction(.picked, of: chosen)
                    self.end(.chosen(chosen))
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

        /// Copies the choice in the configured form: the GIFs that have the rendition asked for,
        /// as text, or written to the copied folder and copied as files. Sends of them.
        func copy() {
            let gifs = state.list.choice
            guard !gifs.isEmpty else { return }
            guard configuration.copy == .file else {
                return withURLs(gifs) { choice in
                    let copied = CopyTarget.of(choice, rendition: self.configuration.copyRendition)
                    self.registerAction(.copied, of: copied.compactMap(\.gif))
                    self.model.effectSubject.onNext(.copyText(copied, form: self.configuration.copy))
                }
            }
            withURLs(gifs) { choice in self.copyFiles(choice) }
        }

        /// Writes `gifs` to the copied folder, with progress in the status line, and then copies
        /// the files written, in the choice's order.
        private func copyFiles(_ gifs: [GIFResult]) {
            var tally = DownloadTally(total: gifs.count)
            change { $0.state.status = .downloads(tally) }
            model.source.copies(
                of: gifs, rendition: configuration.copyRendition, into: configuration.copiedFolder,
                parallel: PickerModel.downloadParallelism, query: state.list.query
            )
            .observe(on: model.scheduler)
            .subscribe(
                onNext: { event in
                    tally.record(event)
                    self.change { $0.state.status = .downloads(tally) }
                },
                onError: { error in self.change { $0.state.status = .cannotDownload(SearchFailure(error)) } },
                onCompleted: {
                    guard !tally.writtenPaths.isEmpty else { return }
                    self.model.effectSubject.onNext(.copyFiles(tally.writtenPaths))
                }
            )
            .kept(in: subscriptions)
        }

        /// Downloads the choice into the output directory, with progress in the status line.
        func download() {
            let gifs = state.list.choice
            guard !gifs.isEmpty else { return }
            var tally = DownloadTally(total: gifs.count)
            state.status = .downloads(tally)
            model.source.downloads(
                gifs.map { .id($0.id) }, rendition: configuration.rendition, into: configuration.directory,
                parallel: PickerModel.downloadParallelism, replacing: configuration.replacesFiles
            )
            .observe(on: model.scheduler)
            .subscribe(
                onNext: { event in
                    tally.record(event)
                    self.change { $0.state.status = .downloads(tally) }
                },
                onError: { error in self.change { $0.state.status = .cannotDownload(SearchFailure(error)) } }
            )
            .kept(in: subscriptions)
        }

        /// The selection moved to `gif`: its preview is made (then the next rows'), and showing
        /// it will be a new view.
        func select(_ gif: GIFResult?) {
            viewed = nil
            selections.onNext((gif, gif == nil ? [] : state.list.following(PickerModel.previewsAhead)))
        }

        /// Applies `update` and delivers the new state.
        func change(_ update: (PickerRun) -> Void) {
            guard state.outcome == nil else { return }
            update(self)
            publish()
        }

        func publish() {
            if let entry = keyEntry {
                state.status = .askingForKey(entry.failure, provider: entry.provider, typed: entry.text.count)
            }
            state.isAskingForKey = keyEntry != nil
            state.suggestions =
                completions.query == state.editor.text
                ? completions.terms.map(TerminalText.sanitize).filter { !$0.isEmpty && $0 != state.editor.text } : []
            observer.onNext(state)
        }

        /// Ends the picker: the last state carries `outcome`, and nothing happens after it.
        func end(_ outcome: PickerOutcome) {
            guard state.outcome == nil else { return }
            state.outcome = outcome
            publish()
            observer.onCompleted()
            subscriptions.dispose()
        }
    }
}
