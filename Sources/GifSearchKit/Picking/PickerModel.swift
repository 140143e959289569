import RxCore

/// The picker without its terminal: actions in, view states out, and every pipeline of the
/// picker inside. Typing edits the query, which is searched once typing pauses
/// (`SearchAsYouType`), with suggestions completing it; moving to the last row loads the next
/// page; the selected GIF is decoded and `render`ed for the preview area as the selection and
/// the area change (newer ones cancel older ones); Ctrl-D downloads the choice; copying and
/// opening are effects for the view. A missing or rejected key is asked for in the status line
/// and the request tried again with the key typed.
///
/// Everything happens on `scheduler`, which must be serial: state changes, and the states
/// delivered. Rendering runs on `renderScheduler`.
public final class PickerModel<Preview: Sendable>: @unchecked Sendable {
    /// What the command line asked for.
    public struct Configuration: Sendable {
        public var query: String
        public var kind: MediaKind
        public var rating: String?
        public var multi: Bool
        public var rendition: RenditionChoice
        /// Where Ctrl-D downloads to.
        public var directory: String
        /// Whether a missing or rejected key may be asked for.
        public var asksForKey: Bool

        public init(
            query: String, kind: MediaKind = .gifs, rating: String? = nil, multi: Bool = false,
            rendition: RenditionChoice = .original, directory: String = ".", asksForKey: Bool = true
        ) {
            self.query = query
            self.kind = kind
            self.rating = rating
            self.multi = multi
            self.rendition = rendition
            self.directory = directory
            self.asksForKey = asksForKey
        }
    }

    /// How many downloads Ctrl-D runs at once.
    private static var downloadParallelism: Int { 4 }

    private let source: PickerSource
    private let configuration: Configuration
    private let scheduler: SchedulerType
    private let renderScheduler: ImmediateSchedulerType
    private let render: @Sendable (DecodedGIF, _ columns: Int, _ rows: Int) -> Preview?
    private let retries: Observable<(SearchFailure, Double)>
    private let debounce: RxTimeInterval
    private let effectSubject = PublishSubject<PickerEffect>()

    /// A model asking `source`; `render` draws a decoded GIF for a preview area of `columns` ×
    /// `rows` cells (`nil`: it cannot be drawn); `retries` tells of requests retried.
    public init(
        source: PickerSource, configuration: Configuration, scheduler: SchedulerType,
        renderScheduler: ImmediateSchedulerType,
        render: @escaping @Sendable (DecodedGIF, _ columns: Int, _ rows: Int) -> Preview?,
        retries: Observable<(SearchFailure, Double)> = .never(),
        debounce: RxTimeInterval = SearchAsYouType.debounce
    ) {
        self.source = source
        self.configuration = configuration
        self.scheduler = scheduler
        self.renderScheduler = renderScheduler
        self.render = render
        self.retries = retries
        self.debounce = debounce
    }

    /// What the view is asked to do: copy and open.
    public var effects: Observable<PickerEffect> { effectSubject.asObservable() }

    /// The states of a picker run by `actions`: one at once, one after each change, and the
    /// last with its `outcome`, after which the sequence completes. Subscribing starts the
    /// searches; disposing stops everything.
    public func states(_ actions: Observable<PickerAction>) -> Observable<PickerViewState<Preview>> {
        Observable.create { observer in
            let run = PickerRun(model: self, observer: observer)
            run.start(actions)
            return Disposables.create { run.stop() }
        }
    }

    fileprivate func fetch(
        _ query: String, page: String?, askKey: @escaping @Sendable (SearchFailure) -> Observable<String?>
    )
        -> Observable<ResultPage>
    {
        source.retryingWithNewKey(
            source.page(of: query, kind: configuration.kind, page: page, rating: configuration.rating), askKey: askKey)
    }

    /// One run of the picker: its state, touched only on the model's scheduler.
    private final class PickerRun: @unchecked Sendable {
        let model: PickerModel
        let observer: AnyObserver<PickerViewState<Preview>>
        var state: PickerViewState<Preview>
        let subscriptions = CompositeDisposable()
        let queries = PublishSubject<String>()
        let loadMore = PublishSubject<Void>()
        let selections = PublishSubject<GIFResult?>()
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

        func start(_ actions: Observable<PickerAction>) {
            let scheduler = model.scheduler
            _ = scheduler.schedule(self) { run in
                run.change { _ in }
                return Disposables.create()
            }
            actions.observe(on: scheduler)
                .subscribe(onNext: { self.handle($0) }, onCompleted: { self.end(.cancelled) })
                .kept(in: subscriptions)
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
            model.retries.observe(on: scheduler)
                .subscribe(onNext: { failure, seconds in
                    self.change { $0.state.status = .retrying(failure, seconds: seconds) }
                })
                .kept(in: subscriptions)
            previews().observe(on: scheduler)
                .subscribe(onNext: { self.show($0) })
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
        /// when there is nothing to show.
        func previews() -> Observable<(id: String?, picture: Preview?)> {
            let (source, render, renderScheduler) = (model.source, model.render, model.renderScheduler)
            let decoded = selections.distinctUntilChanged { $0?.id == $1?.id }
                .flatMapLatest { gif -> Observable<DecodedGIF?> in
                    guard let gif else { return .just(nil) }
                    return source.decodedGIF(gif).map { Optional($0) }.catchAndReturn(nil)
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
                case .failed(let query, let failure) where query == run.state.list.query:
                    run.state.status = .failed(failure)
                case .page(let query, let page, _) where query == run.state.list.query:
                    if let key = run.keyOnTrial {
                        run.state.workingKey = key
                        run.keyOnTrial = nil
                    }
                    run.state.status = page.staleAge.map { .stale(seconds: $0) } ?? .none
                default: break
                }
            }
        }

        /// Asks for an API key in the status line; the answer is the key typed and accepted.
        func askForKey(_ failure: SearchFailure) -> Observable<String?> {
            Observable.deferred {
                guard self.configuration.asksForKey else { return .just(nil) }
                let answer = ReplaySubject<String?>.create(bufferSize: 1)
                let provider = failure.provider ?? self.model.source.primaryProvider
                _ = self.model.scheduler.schedule(self) { run in
                    run.change { $0.keyEntry = KeyEntry(failure: failure, provider: provider, answer: answer) }
                    return Disposables.create()
                }
                return answer.asObservable()
            }
        }

        /// An action while an API key is asked for: typing adds to it (never shown, only
        /// counted), Enter tries it, Esc gives up.
        func enterKey(_ action: PickerAction, into entry: KeyEntry) {
            var entry = entry
            switch action {
            case .insert(let typed): entry.text += typed.filter { !$0.isWhitespace && !$0.isNewline }
            case .deleteBackward: _ = entry.text.popLast()
            case .choose:
                keyEntry = nil
                keyOnTrial = (entry.text, entry.provider)
                state.status = .tryingKey
                entry.answer.onNext(entry.text)
                entry.answer.onCompleted()
                return
            case .cancel: return end(.noKey(entry.provider))
            default: return
            }
            keyEntry = entry
        }

        func handle(_ action: PickerAction) {
            guard state.outcome == nil else { return }
            if case .resize(let listRows, let columns, let rows) = action {
                return change { $0.resize(listRows: listRows, previewColumns: columns, previewRows: rows) }
            }
            if let entry = keyEntry {
                return change { $0.enterKey(action, into: entry) }
            }
            let before = (query: state.editor.text, selected: state.list.selectedGIF?.id)
            switch action {
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
                registerAction(.picked, of: state.list.choice)
                return end(.chosen(state.list.choice))
            case .cancel: return end(.cancelled)
            case .download: download()
            case .copy: copy()
            case .open:
                if let gif = state.list.selectedGIF, gif.page != nil { registerAction(.opened, of: [gif]) }
                model.effectSubject.onNext(.open(state.list.selectedGIF?.page))
            case .resize: break
            case .note(let text): state.status = .note(text)
            }
            if state.editor.text != before.query { queries.onNext(state.editor.text) }
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

        /// Copies the URLs of the choice's GIFs that have the rendition asked for: sends of them.
        func copy() {
            let copied = state.list.choice.filter { $0.rendition(for: configuration.rendition) != nil }
            registerAction(.copied, of: copied)
            model.effectSubject.onNext(.copy(copied.compactMap { $0.rendition(for: configuration.rendition)?.url }))
        }

        /// Downloads the choice into the output directory, with progress in the status line.
        func download() {
            let gifs = state.list.choice
            guard !gifs.isEmpty else { return }
            var tally = DownloadTally(total: gifs.count)
            state.status = .downloads(tally)
            model.source.downloads(
                gifs.map { .id($0.id) }, rendition: configuration.rendition, into: configuration.directory,
                parallel: PickerModel.downloadParallelism
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

        /// The selection moved to `gif`: its preview is made, and showing it will be a new view.
        func select(_ gif: GIFResult?) {
            viewed = nil
            selections.onNext(gif)
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

/// An API key being typed at the picker's prompt: why it is asked for, whose, what is typed so
/// far, and where the answer goes.
private struct KeyEntry {
    let failure: SearchFailure
    let provider: ProviderName
    var text = ""
    let answer: ReplaySubject<String?>
}

extension Disposable {
    /// Adds the subscription to `subscriptions`, disposed together.
    fileprivate func kept(in subscriptions: CompositeDisposable) {
        _ = subscriptions.insert(self)
    }
}
