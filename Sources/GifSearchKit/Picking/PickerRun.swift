import RxCore

extension PickerModel {
    /// One run of the picker: its state, touched only on the model's scheduler, which must be
    /// serial; debug builds check it (`assertOnScheduler()`) where the state changes.
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
        /// The model's scheduler when it runs on a serial dispatch queue (the picker's UI
        /// scheduler), whose queue debug builds check; virtual time in tests is not checked.
        private let serialScheduler: SerialDispatchQueueScheduler?

        init(model: PickerModel, observer: AnyObserver<PickerViewState<Preview>>) {
            self.model = model
            self.observer = observer
            serialScheduler = model.scheduler as? SerialDispatchQueueScheduler
            state = PickerViewState(query: model.configuration.query)
        }

        var configuration: Configuration { model.configuration }

        /// Subscribes the run's pipelines, each delivering on the model's scheduler, and shows the
        /// first list there.
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

        /// Stops every pipeline of the run.
        func stop() {
            subscriptions.dispose()
        }

        /// Applies `update` and delivers the new state.
        func change(_ update: (PickerRun) -> Void) {
            assertOnScheduler()
            guard state.outcome == nil else { return }
            update(self)
            publish()
        }

        /// Delivers the state, with the status line and the suggestions as they stand.
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
            assertOnScheduler()
            guard state.outcome == nil else { return }
            state.outcome = outcome
            publish()
            observer.onCompleted()
            subscriptions.dispose()
        }

        /// Tells the source that the person `action`ed `gifs`, found with the query listed.
        func registerAction(_ action: GIFAction, of gifs: [GIFResult]) {
            model.source.register(action, of: gifs, query: state.list.query)
        }

        /// Stops a debug build that touches the run off its scheduler's queue (see
        /// `SerialDispatchQueueScheduler.assertOnQueue()`); release builds check nothing.
        func assertOnScheduler() {
            serialScheduler?.assertOnQueue()
        }
    }
}
