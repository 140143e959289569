import RxCore

/// The person's library in the picker: "Recent" above trending, the library itself with
/// `--library` (filtered at every keystroke, without a request), stars, and fresh URLs for
/// the GIFs listed from it, which keeps none.
extension PickerModel.PickerRun {
    /// Shows the library's GIFs matching the query as typed.
    func showLibrary() {
        let query = state.editor.text
        state.list.showLibrary(model.source.libraryGIFs(matching: query, limit: PickerModel.libraryLimit), for: query)
        showStars()
    }

    /// Loads the person's recent GIFs for above the results of a blank query.
    func loadRecent() {
        state.list.setRecent(model.source.libraryGIFs(matching: "", limit: PickerModel.recentLimit))
        showStars()
    }

    /// Marks the results the person starred.
    func showStars() {
        state.list.setStarred(model.source.starred(among: state.list.results.map(\.id)))
    }

    /// Stars the selected GIF, or unstars it, and says which in the status line.
    func toggleStar() {
        guard let gif = state.list.selectedGIF else { return }
        do throws(SearchFailure) {
            let starred = try model.source.toggleStar(gif, query: state.list.query)
            state.list.mark(gif.id, starred: starred)
            state.status = .note(starred ? "★ starred" : "unstarred")
        } catch {
            state.status = .failed(error)
        }
    }

    /// Hands `gifs` to `act` with URLs (`freshened`). When the providers cannot be asked, the
    /// status line says so and nothing is done.
    func withURLs(_ gifs: [GIFResult], then act: @escaping ([GIFResult]) -> Void) {
        freshened(gifs)
            .subscribe(
                onNext: act, onError: { error in self.change { $0.state.status = .failed(SearchFailure(error)) } }
            )
            .kept(in: subscriptions)
    }

    /// `gifs` with URLs: those listed from the library get theirs first (at once when none
    /// needs any), and the list shows them too.
    func freshened(_ gifs: [GIFResult]) -> Observable<[GIFResult]> {
        let stale = gifs.filter(\.needsFreshURLs)
        guard !stale.isEmpty else { return .just(gifs) }
        return model.source.withFreshURLs(stale)
            .observe(on: model.scheduler)
            .do(onNext: { fresh in self.change { $0.state.list.replace(fresh) } })
            .map { fresh in
                let byID = Dictionary(fresh.map { ($0.id, $0) }) { first, _ in first }
                return gifs.map { byID[$0.id] ?? $0 }
            }
    }
}

extension GIFResult {
    /// Whether it was listed from the library and has no provider's URL yet (at most the
    /// `file://` URL of a kept file), and its provider was not found without it.
    var needsFreshURLs: Bool {
        guard let kept, !kept.isGone else { return false }
        return renditions.values.allSatisfy { $0.url.hasPrefix("file:") }
    }
}
