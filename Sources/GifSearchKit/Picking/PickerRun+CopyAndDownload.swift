import RxCore

/// Ctrl-Y's copies and Ctrl-D's downloads of the choice, with their progress in the status line.
extension PickerModel.PickerRun {
    /// Copies the choice in the configured form, as files written to the copied folder first
    /// or as text, through the model's clipboard step; sends of them. The status line shows
    /// the files being written, then what came of the copy.
    func copy() {
        let gifs = state.list.choice
        guard !gifs.isEmpty else { return }
        withURLs(gifs) { choice in
            var tally = DownloadTally(total: choice.count)
            if self.configuration.copy == .file { self.change { $0.state.status = .downloads(tally) } }
            self.model.source.copying(
                choice, as: self.configuration.copy, rendition: self.configuration.copyRendition,
                into: self.configuration.copiedFolder, registering: .copied, query: self.state.list.query,
                clipboard: self.model.clipboard
            )
            .observe(on: self.model.scheduler)
            .subscribe(
                onNext: { event in
                    guard let status = Self.status(after: event, tally: &tally) else { return }
                    self.change { $0.state.status = status }
                },
                onError: { error in self.change { $0.state.status = .cannotDownload(SearchFailure(error)) } }
            )
            .kept(in: self.subscriptions)
        }
    }

    /// What the status line says after `event` of a copy, whose files written so far `tally`
    /// counts; `nil`: what it said.
    private static func status(after event: CopyEvent, tally: inout DownloadTally) -> PickerStatus? {
        switch event {
        case .file(let download):
            tally.record(download)
            return .downloads(tally)
        case .lookedUp, .lookupFailed: return nil
        case .put(let put, let outcome): return .copied(put, outcome)
        case .nothingToCopy: return .nothingToCopy
        }
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
}
