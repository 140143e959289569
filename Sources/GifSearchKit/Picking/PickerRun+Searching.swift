import RxCore

/// Searching as the person types: the settled queries searched, page by page, and completed
/// with suggestions.
extension PickerModel.PickerRun {
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

    /// Terms completing each settled query (none for a blank one, or when they cannot be
    /// had: suggestions never fail the picker).
    func suggestions(for settled: Observable<String>) -> Observable<(query: String, terms: [String])> {
        let source = model.source
        return settled.flatMapLatest { query -> Observable<(query: String, terms: [String])> in
            guard !query.allSatisfy(\.isWhitespace) else { return .just((query, [])) }
            return source.autocomplete(query).map { (query, $0) }.catchAndReturn((query, []))
        }
    }

    /// Lists what a search brought, and says in the status line how it went.
    func apply(_ update: SearchUpdate) {
        assertOnScheduler()
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
                if let age = page.staleAge {
                    run.state.status = .stale(seconds: age, offline: model.source.worksOffline)
                } else if !run.state.status.isAboutAnAction {
                    run.state.status = .none
                }
            default: break
            }
        }
    }
}
