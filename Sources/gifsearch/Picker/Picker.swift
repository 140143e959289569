import Dispatch
import GIF
import GifSearchKit
import Preview
import RxCore
import Terminal

/// `gifsearch pick`: fzf for GIFs. Keys, search results, decoded previews and resizes arrive as
/// Observables and are handled on one serial UI scheduler, which alone touches the state and
/// draws; searching and decoding run elsewhere, so typing never waits for them.
final class Picker: @unchecked Sendable {
    /// How the picker ended.
    enum Outcome {
        case chosen([GIFResult])
        case cancelled
        /// The person gave up when asked for an API key.
        case noKey
    }

    /// What the command line asked for.
    struct Configuration {
        var query: String
        var kind: MediaKind
        var rating: String?
        var multi: Bool
        var rendition: Rendition
        var directory: String
        /// How the preview is drawn, and the colours of cells.
        var graphics: Graphics
        var colors: ColorMode
        var actions: PickerActions
        /// Whether a missing or rejected key may be asked for.
        var asksForKey: Bool
        /// Lines for the status line from elsewhere, such as retries under way.
        var notices: Observable<String>
    }

    private let tty: TTY
    private let service: GifSearchService
    /// The provider asked first (named in the attribution while there are no results).
    private let provider: ProviderName
    private let configuration: Configuration
    private let ui = SerialDispatchQueueScheduler(internalSerialQueueName: "gifsearch.picker.ui")
    private let screen: PickerScreen
    private let queries = PublishSubject<String>()
    private let loadMore = PublishSubject<Void>()
    private let selections = PublishSubject<GIFResult?>()
    private let previewSizes: BehaviorSubject<PickerLayout>
    private let ended = DispatchSemaphore(value: 0)
    private var isEnded = false
    private let subscriptions = CompositeDisposable()
    // Touched only on `ui`.
    private var state: PickerState
    private var editor: QueryEditor
    private var status = ""
    /// Terms completing the query, and the query they complete.
    private var suggestions: (query: String, terms: [String]) = ("", [])
    private var outcome = Outcome.cancelled
    private var timeline: AnimationTimeline<PickerScreen.Picture>?
    /// While asking for an API key: what is typed, and where the answer goes.
    private var keyEntry: (entry: KeyEntry, answer: ReplaySubject<String?>)?
    /// The key typed at the prompt while it is tried, and once it worked; whose it is.
    private var keyOnTrial: String?
    private(set) var typedKey: String?
    private(set) var keyProvider = ProviderName.giphy

    init(tty: TTY, service: GifSearchService, configuration: Configuration) {
        self.tty = tty
        self.service = service
        provider = service.primaryProvider
        self.configuration = configuration
        let layout = PickerLayout(tty.size)
        screen = PickerScreen(
            tty: tty, encoder: TerminalEncoder(colors: configuration.colors, dithers: true),
            graphics: configuration.graphics, layout: layout)
        previewSizes = BehaviorSubject(value: layout)
        state = PickerState(query: configuration.query)
        editor = QueryEditor(configuration.query)
    }

    /// Runs the picker on the terminal until the person chooses or quits; the terminal is
    /// restored before it returns.
    func run() throws(TerminalError) -> Outcome {
        try tty.enterRawMode(
            undo: screen.deletePictures + ControlSequence.disableBracketedPaste + ControlSequence.resetAttributes
                + ControlSequence.leaveAlternateScreen + ControlSequence.showCursor)
        tty.write(
            ControlSequence.enterAlternateScreen + ControlSequence.enableBracketedPaste + ControlSequence.clearScreen)
        subscribe()
        ended.wait()
        subscriptions.dispose()
        tty.restore()
        // Set on `ui` before `ended` was signalled, and not changed after.
        return outcome
    }

    private func subscribe() {
        Key.decode(tty.input(), scheduler: ui)
            .subscribe(onNext: { [unowned self] in handle($0) }, onCompleted: { [unowned self] in end(.cancelled) })
            .kept(in: subscriptions)
        tty.sizes().skip(1).observe(on: ui)
            .subscribe(onNext: { [unowned self] size in
                // Its frames are the old size's; the preview is rendered again for the new one.
                timeline?.stop()
                timeline = nil
                screen.resize(to: PickerLayout(size))
                previewSizes.onNext(screen.layout)
                redraw()
            })
            .kept(in: subscriptions)
        let (service, kind, rating) = (service, configuration.kind, configuration.rating)
        SearchAsYouType.updates(
            queries: queries.asObservable(), initial: configuration.query, loadMore: loadMore.asObservable(),
            scheduler: ui,
            fetch: { [unowned self] query, page in
                let page =
                    query.allSatisfy(\.isWhitespace)
                    ? service.trending(kind: kind, limit: 50, page: page, rating: rating)
                    : service.search(query, kind: kind, limit: 50, page: page, rating: rating)
                return service.retryingWithNewKey(page, askKey: askForKey)
            }
        )
        .observe(on: ui)
        .subscribe(onNext: { [unowned self] in apply($0) })
        .kept(in: subscriptions)
        suggestionsForQueries().observe(on: ui)
            .subscribe(onNext: { [unowned self] in
                suggestions = $0
                redraw()
            })
            .kept(in: subscriptions)
        configuration.notices.observe(on: ui)
            .subscribe(onNext: { [unowned self] notice in
                status = notice
                redraw()
            })
            .kept(in: subscriptions)
        previews().observe(on: ui)
            .subscribe(onNext: { [unowned self] in show($0) })
            .kept(in: subscriptions)
        _ = ui.schedule(self) { picker in
            picker.redraw()
            return Disposables.create()
        }
    }

    /// Search terms completing the query as it is typed (after the same pause as the search;
    /// none for an empty query or when they cannot be had: suggestions never fail the picker).
    private func suggestionsForQueries() -> Observable<(query: String, terms: [String])> {
        let service = service
        return queries.debounce(SearchAsYouType.debounce, scheduler: ui)
            .startWith(configuration.query)
            .distinctUntilChanged()
            .flatMapLatest { query -> Observable<(query: String, terms: [String])> in
                guard !query.allSatisfy(\.isWhitespace) else { return .just((query, [])) }
                return service.autocomplete(query).map { (query, $0) }.catchAndReturn((query, []))
            }
    }

    /// The selected GIF's frames rendered for the preview area, as the selection moves on
    /// (`flatMapLatest` cancels the previous download) and as the area changes size.
    private func previews() -> Observable<RenderedPreview?> {
        let (service, graphics, colors) = (service, configuration.graphics, configuration.colors)
        let decoded = selections.distinctUntilChanged { $0?.id == $1?.id }
            .flatMapLatest { gif -> Observable<DecodedGIF?> in
                guard let gif else { return .just(nil) }
                return service.decodedGIF(gif).map { Optional($0) }.catchAndReturn(nil)
            }
        return Observable.combineLatest(decoded, previewSizes.distinctUntilChanged())
            .flatMapLatest { gif, layout -> Observable<RenderedPreview?> in
                guard let gif, !gif.frames.isEmpty, layout.hasPreview else { return .just(nil) }
                return Observable.just(()).observe(on: GifSearchService.computeScheduler).map { _ in
                    RenderedPreview(
                        gif, columns: layout.previewColumns, rows: layout.previewRows, graphics: graphics,
                        colors: colors, kittyID: KittyImageIDs.allocate())
                }
            }
    }

    private func show(_ preview: RenderedPreview?) {
        timeline?.stop()
        timeline = nil
        guard let preview, preview.id == state.selectedGIF?.id else { return redraw(clearPicture: true) }
        let pictures: [(PickerScreen.Picture, Int)]
        switch preview.frames {
        case .cells(let frames):
            pictures = frames.map { (.cells($0.grid), $0.effectiveDelay) }
        case .sixel(let images, let columns, let rows):
            pictures = images.map { (.pixels($0.image, columns: columns, rows: rows, kittyID: nil), $0.effectiveDelay) }
        case .played(let bytes, let columns, let rows, let kittyID):
            return redraw(picture: .pixels(bytes, columns: columns, rows: rows, kittyID: kittyID))
        }
        let timeline = AnimationTimeline<PickerScreen.Picture>(
            scheduler: ui, plays: preview.plays, draw: { [unowned self] picture in redraw(picture: picture) },
            finished: {})
        for (picture, delay) in pictures { timeline.append(picture, effectiveDelay: delay) }
        timeline.finishAppending()
        self.timeline = timeline
    }

    private func apply(_ update: SearchUpdate) {
        let before = state.selectedGIF?.id
        state.apply(update)
        switch update {
        case .failed(let query, let error) where query == state.query:
            status = ErrorReport.describe(error)
        case .page(let query, let page, _) where query == state.query:
            if let key = keyOnTrial {
                typedKey = key
                keyOnTrial = nil
            }
            status = page.staleAge.map { "offline: cached results (\(StaleAge.describe(seconds: $0)) old)" } ?? ""
        default: break
        }
        if state.selectedGIF?.id != before { selections.onNext(state.selectedGIF) }
        redraw()
    }

    /// Asks for an API key in the status line; the answer is the next key typed and accepted.
    private func askForKey(_ error: SearchFailure) -> Observable<String?> {
        Observable.deferred { [unowned self] in
            guard configuration.asksForKey else { return .just(nil) }
            let answer = ReplaySubject<String?>.create(bufferSize: 1)
            let provider = error.provider ?? self.provider
            _ = ui.schedule(self) { picker in
                picker.keyEntry = (KeyEntry(), answer)
                picker.keyProvider = provider
                picker.status = "\(ErrorReport.describe(error)) · \(provider.displayName) API key (Esc to give up): "
                picker.redraw()
                return Disposables.create()
            }
            return answer.asObservable()
        }
    }

    /// A key typed while the picker asks for an API key: never echoed, only counted.
    private func enterKey(_ key: Key) {
        guard var pending = keyEntry else { return }
        pending.entry.apply(key)
        guard let result = pending.entry.result else {
            keyEntry = pending
            status =
                "\(keyProvider.displayName) API key (Esc to give up): "
                + String(repeating: "•", count: pending.entry.text.count)
            return redraw()
        }
        keyEntry = nil
        guard let typed = result else { return end(.noKey) }
        keyOnTrial = typed
        status = "trying the new key…"
        pending.answer.onNext(typed)
        pending.answer.onCompleted()
        redraw()
    }

    private func handle(_ key: Key) {
        if keyEntry != nil { return enterKey(key) }
        let before = (query: editor.text, selected: state.selectedGIF?.id)
        switch key {
        case .character(let scalar): editor.insert(String(scalar))
        case .paste(let text): editor.insert(text)
        case .backspace: editor.deleteBackward()
        case .delete: editor.deleteForward()
        case .left: editor.moveLeft()
        case .right: editor.moveRight()
        case .ctrl("a"): editor.moveToStart()
        case .ctrl("e"): editor.moveToEnd()
        case .ctrl("u"): editor.deleteToStart()
        case .ctrl("w"): editor.deleteWordBackward()
        case .up, .ctrl("p"), .ctrl("k"): state.move(by: -1)
        case .down, .ctrl("n"), .ctrl("j"): state.move(by: 1)
        case .pageUp: state.move(by: -screen.layout.listRows)
        case .pageDown: state.move(by: screen.layout.listRows)
        case .home: state.moveToTop()
        case .end: state.moveToBottom()
        case .tab where !configuration.multi:
            guard let first = shownSuggestions.first, first != editor.text else { return }
            editor = QueryEditor(first)
        case .tab where configuration.multi:
            state.toggleMark()
            state.move(by: 1)
        case .backTab where configuration.multi:
            state.move(by: -1)
            state.toggleMark()
        case .enter:
            guard !state.choice.isEmpty else { return }
            return end(.chosen(state.choice))
        case .escape, .ctrl("c"), .ctrl("q"): return end(.cancelled)
        case .ctrl("d"): download()
        case .ctrl("y"): status = configuration.actions.copy(urls(of: state.choice), to: tty)
        case .ctrl("o"): status = configuration.actions.open(state.selectedGIF?.page)
        default: return
        }
        if editor.text != before.query { queries.onNext(editor.text) }
        if state.selectedGIF?.id != before.selected { selections.onNext(state.selectedGIF) }
        if state.wantsMore { loadMore.onNext(()) }
        redraw()
    }

    /// The suggestions for the query as it stands, made safe to show and to search for.
    private var shownSuggestions: [String] {
        guard suggestions.query == editor.text else { return [] }
        return suggestions.terms.map(TerminalText.sanitize).filter { !$0.isEmpty && $0 != editor.text }
    }

    private func urls(of gifs: [GIFResult]) -> [String] {
        gifs.compactMap { $0.rendition(configuration.rendition)?.url }
    }

    /// Downloads the choice into the output directory, with progress in the status line.
    private func download() {
        let gifs = state.choice
        guard !gifs.isEmpty else { return }
        PartFileCleanup.install()
        var tally = DownloadTally(total: gifs.count)
        status = tally.statusLine
        service.downloads(
            gifs.map { .id($0.id) }, rendition: configuration.rendition, into: configuration.directory, parallel: 4
        )
        .observe(on: ui)
        .subscribe(
            onNext: { [unowned self] event in
                tally.record(event)
                status = tally.statusLine
                redraw()
            },
            onError: { [unowned self] error in
                status = "cannot download: \(ErrorReport.describe(error))"
                redraw()
            }
        )
        .kept(in: subscriptions)
    }

    private func redraw(picture: PickerScreen.Picture? = nil, clearPicture: Bool = false) {
        guard !isEnded else { return }
        let content = PickerScreen.Content(
            state: state, editor: editor, status: status, multi: configuration.multi,
            rendition: configuration.rendition, provider: provider, suggestions: shownSuggestions)
        screen.draw(content, picture: picture, clearPicture: clearPicture)
    }

    /// Ends the picker: nothing is drawn after this, and `run` returns `outcome`.
    private func end(_ outcome: Outcome) {
        guard !isEnded else { return }
        isEnded = true
        timeline?.stop()
        self.outcome = outcome
        ended.signal()
    }
}

extension Disposable {
    /// Adds the subscription to `subscriptions`, disposed together.
    fileprivate func kept(in subscriptions: CompositeDisposable) {
        _ = subscriptions.insert(self)
    }
}
