import Dispatch
import GifSearchKit
import Preview
import RxCore
import Terminal

/// `gifsearch pick`'s view: the terminal side of a `PickerModel`. Keys become inputs through
/// `PickerKeymap`; the model's states are drawn by `PickerScreen` on one serial UI scheduler,
/// where the selected GIF's rendering is also animated; the model's copies are put on the
/// clipboard, and pages opened, on a `HandoffQueue`, so that clipboard helpers and the opener
/// (watched 3 s for failing) hold up neither keys nor drawing. Its state is confined to `ui`:
/// debug builds check it where the state changes (`show`, `stopAnimation`).
final class Picker: @unchecked Sendable {
    private let tty: TTY
    private let model: PickerModel<FittedAnimation>
    private let configuration: PickerModel<FittedAnimation>.Configuration
    private let handoff: Handoff
    /// The provider asked first (named in the attribution while there are no results).
    private let provider: ProviderName
    private let ui: SerialDispatchQueueScheduler
    private let handoffs: HandoffQueue
    private let screen: PickerScreen
    private let notes = PublishSubject<PickerInput>()
    private let ended = DispatchSemaphore(value: 0)
    // Touched only on `ui` (checked in debug builds).
    private var state: PickerViewState<FittedAnimation>
    private var timeline: AnimationTimeline<ScreenPicture>?
    private var previewSerial: Int?
    /// What the status line says first (`nil`: nothing).
    private let openingNote: String?

    /// A picker on `tty` asking `service`, drawing the preview as `graphics` and `colors` say;
    /// `retries` tells of requests retried; the status line says `openingNote` first.
    init(
        tty: TTY, service: GifSearchService, configuration: PickerModel<FittedAnimation>.Configuration,
        graphics: Graphics, colors: ColorMode, handoff: Handoff, retries: Observable<(SearchFailure, Double)>,
        openingNote: String? = nil
    ) {
        self.tty = tty
        self.openingNote = openingNote
        self.configuration = configuration
        self.handoff = handoff
        let handoffs = HandoffQueue()
        self.handoffs = handoffs
        provider = service.primaryProvider
        let ui = SerialDispatchQueueScheduler(internalSerialQueueName: "gifsearch.picker.ui")
        self.ui = ui
        screen = PickerScreen(
            tty: tty, encoder: TerminalEncoder(colors: colors, dithers: true), graphics: graphics,
            layout: PickerLayout(tty.size), ui: ui)
        model = PickerModel(
            source: service, configuration: configuration, scheduler: ui,
            renderScheduler: ConcurrentDispatchQueueScheduler.compute,
            render: { gif, columns, rows in
                FittedAnimation(
                    frames: gif.frames, loopCount: gif.loopCount, columns: columns, rows: rows, graphics: graphics,
                    colors: colors, kittyID: KittyImageIDs.allocate())
            },
            clipboard: { put in handoffs.run(.copy) { handoff.clipboard.put(put, terminal: tty) } },
            retries: retries)
        state = PickerViewState(query: configuration.query)
    }

    /// Runs the picker on the terminal until the person chooses or quits, and returns its last
    /// state (with the outcome); the terminal is restored before it returns. When a hand-off
    /// (a copy, a page opening) is still under way then, `waiting` is told what it waits for,
    /// and it returns once every hand-off is done.
    func run(waiting: (String) -> Void) throws(TerminalError) -> PickerViewState<FittedAnimation> {
        try tty.enterRawMode(
            undo: screen.deletePictures + ControlSequence.disableBracketedPaste + ControlSequence.resetAttributes
                + ControlSequence.leaveAlternateScreen + ControlSequence.showCursor)
        tty.write(
            ControlSequence.enterAlternateScreen + ControlSequence.enableBracketedPaste + ControlSequence.clearScreen)
        let subscriptions = CompositeDisposable()
        _ = subscriptions.insert(
            model.effects.flatMap { [handoffs, handoff] effect in
                switch effect {
                case .open(let page): handoffs.run(.pageOpening) { handoff.open(page) }
                }
            }
            .subscribe(onNext: { [notes] said in notes.onNext(.note(said)) }))
        _ = subscriptions.insert(
            model.states(input()).subscribe(
                onNext: { [weak self] in self?.show($0) }, onCompleted: { [weak self] in self?.ended.signal() }))
        ended.wait()
        subscriptions.dispose()
        tty.restore()
        if let under = handoffs.close() { waiting(under) }
        handoffs.finish()
        // Set on `ui` before `ended` was signalled, and not changed after.
        return state
    }

    /// The person's inputs: keys through the keymap in force, the terminal's size at once and
    /// as it changes, and what the effects did; the end of input cancels.
    private func input() -> Observable<PickerInput> {
        let keys = Key.decode(tty.input(), scheduler: ui).compactMap { [weak self] key in
            self.flatMap { PickerKeymap.input(for: key, in: $0.bindings) }
        }
        let resizes = tty.sizes().skip(1).observe(on: ui).compactMap { [weak self] size -> PickerInput? in
            guard let self else { return nil }
            // Its frames are the old size's; the preview is rendered again for the new one.
            stopAnimation()
            screen.resize(to: PickerLayout(size))
            return Self.resize(screen.layout)
        }
        // The notes come straight from the hand-off queue, so that the model takes them in the
        // order it takes the copies' outcomes, which also come from there in one hop (another
        // hop here put a page opening's note after a later copy's line).
        let opening = [Self.resize(screen.layout)] + (openingNote.map { [PickerInput.note($0)] } ?? [])
        return Observable.from(opening).concat(
            Observable.merge(keys.concat(Observable.just(.cancel)), resizes, notes.asObservable()))
    }

    /// The keymap in force: the key prompt's while an API key is asked for.
    private var bindings: [Key: PickerInput] {
        if state.isAskingForKey { return PickerKeymap.enteringKey }
        return PickerKeymap.browsing(multi: configuration.multi)
    }

    private static func resize(_ layout: PickerLayout) -> PickerInput {
        .resize(
            listRows: layout.listRows, previewColumns: layout.hasPreview ? layout.previewColumns : 0,
            previewRows: layout.hasPreview ? layout.previewRows : 0)
    }

    /// Draws `state`; a new rendering of the preview starts playing.
    private func show(_ state: PickerViewState<FittedAnimation>) {
        ui.assertOnQueue()
        self.state = state
        guard state.outcome == nil else { return stopAnimation() }
        guard state.preview?.serial != previewSerial else { return redraw() }
        previewSerial = state.preview?.serial
        stopAnimation()
        guard let preview = state.preview?.picture else { return redraw(clearPicture: true) }
        guard preview.pictures.count > 1 else {
            return redraw(picture: preview.pictures[0].picture)
        }
        timeline = preview.play(on: ui) { [weak self] picture in self?.redraw(picture: picture) }
    }

    private func stopAnimation() {
        ui.assertOnQueue()
        timeline?.stop()
        timeline = nil
    }

    private func redraw(picture: ScreenPicture? = nil, clearPicture: Bool = false) {
        guard state.outcome == nil else { return }
        let content = PickerScreen.Content(
            state: state.list, editor: state.editor, status: PickerStatusLine.text(state.status),
            multi: configuration.multi, library: configuration.library, rendition: configuration.rendition,
            provider: provider, suggestions: state.suggestions)
        screen.draw(content, picture: picture, clearPicture: clearPicture)
    }
}
