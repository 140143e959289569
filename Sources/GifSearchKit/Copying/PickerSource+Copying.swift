import RxCore

extension PickerSource {
    /// The copy of `gifs` in `form`, as their provider described them (no request to look them
    /// up again), ended by `clipboard`: as files, written into `folder` first; as text, the
    /// URLs of their `rendition`. Each is registered as `action` (none: `nil`, for GIFs
    /// already registered as picked), found with `query`. On every source, so that the
    /// picker's tests copy through the path `pick` does.
    public func copying(
        _ gifs: [GIFResult], as form: CopyForm, rendition: RenditionChoice, into folder: CopiedFolder,
        registering action: GIFAction?, query: String?, clipboard: @escaping ClipboardStep
    ) -> Observable<CopyEvent> {
        let events: Observable<CopyEvent> =
            switch form {
            case .file:
                copies(
                    of: gifs, rendition: rendition, into: folder, parallel: GifSearchService.copyParallelism,
                    registering: action, query: query
                )
                .map(CopyEvent.file)
            case .url, .md:
                Observable.deferred {
                    let targets = CopyTarget.of(gifs, rendition: rendition)
                    if let action { self.register(action, of: targets.compactMap(\.gif), query: query) }
                    return Observable.from(targets.map(CopyEvent.lookedUp))
                }
            }
        return CopyBatch.ending(events, total: gifs.count, form: form, clipboard: clipboard)
    }
}
