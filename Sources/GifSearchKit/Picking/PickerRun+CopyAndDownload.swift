import RxCore

/// Ctrl-Y's copies and Ctrl-D's downloads of the choice, with their progress in the status line.
extension PickerModel.PickerRun {
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
}
