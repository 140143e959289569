import RxCore

extension GifSearchService {
    /// How many GIFs a copy as files writes at a time.
    static let copyParallelism = 4

    /// The copy of the GIFs `references` name in `form`, ended by `clipboard`: as files, each
    /// written into `folder` (an id's `rendition` and a URL downloaded as `download` does, an
    /// id a send for its provider kept in the history as copied, a file read and checked; the
    /// folder keeps the last `CopiedFolder.limit` copies); as text, each looked up one after
    /// another (an id a send, kept in the history as copied; a URL taken as it is; a file has
    /// no URL).
    public func copying(
        _ references: [GIFReference], as form: CopyForm, rendition: RenditionChoice, into folder: CopiedFolder,
        clipboard: @escaping ClipboardStep
    ) -> Observable<CopyEvent> {
        let events: Observable<CopyEvent> =
            switch form {
            case .file:
                copies(into: folder) {
                    references.map { reference in
                        (reference.displayName, self.copy(reference, rendition: rendition, into: folder))
                    }
                }
                .map(CopyEvent.file)
            case .url, .md:
                Observable.from(references).concatMap { reference in
                    self.copyTarget(reference, rendition: rendition).map(CopyEvent.lookedUp).catch { error in
                        .just(.lookupFailed(name: reference.displayName, SearchFailure(error)))
                    }
                }
            }
        return CopyBatch.ending(events, total: references.count, form: form, clipboard: clipboard)
    }

    /// `gifs` written to `folder` to be copied as files, `parallel` at a time, each registered
    /// as `action` (none: `nil`) and found with `query`: as their provider described them, with
    /// no request to look them up again.
    public func copies(
        of gifs: [GIFResult], rendition: RenditionChoice, into folder: CopiedFolder, parallel: Int,
        registering action: GIFAction?, query: String?
    ) -> Observable<DownloadEvent> {
        copies(into: folder, parallel: parallel) {
            gifs.map { gif in
                (gif.id, self.fileCopy(of: gif, rendition: rendition, into: folder, registering: action, query: query))
            }
        }
    }

    /// The file that copies `gif` in `rendition`: the person's own file itself (nothing
    /// written), else a download into `folder`; registered as `action`, found with `query`.
    private func fileCopy(
        of gif: GIFResult, rendition: RenditionChoice, into folder: CopiedFolder, registering action: GIFAction?,
        query: String? = nil
    ) -> Observable<DownloadStep> {
        Observable.deferred {
            guard let own = self.ownFile(try Self.url(of: gif, rendition: rendition), of: gif) else {
                return self.download(
                    gif, rendition: rendition, to: { id, type in folder.file(ofID: id, type: type) }, replacing: true,
                    registering: action, query: query)
            }
            if let action { self.register(action, of: [gif], query: query) }
            return .just(.unchanged(id: gif.id, path: own))
        }
        .failingAsSearchFailure()
    }

    /// The GIF `reference` names with the URL of its `rendition`, to be copied as text: an id
    /// is looked up (a send, kept in the history as copied), a URL is taken as it is, and a
    /// file has none.
    private func copyTarget(_ reference: GIFReference, rendition: RenditionChoice) -> Observable<CopyTarget> {
        let target: Observable<CopyTarget> =
            switch reference {
            case .url(let url): .just(CopyTarget(url: url, gif: nil))
            case .id(let id):
                media(id: id, rendition: rendition).map { gif, url in
                    self.register(.copied, of: [gif])
                    return CopyTarget(url: url, gif: gif)
                }
            case .file, .standardInput: .error(MediaError.noURL)
            }
        return target.failingAsSearchFailure()
    }

    /// The batch `jobs` makes, once `folder` is made, with each copy marked as the newest.
    private func copies(
        into folder: CopiedFolder, parallel: Int = copyParallelism,
        jobs: @escaping () -> [(name: String, steps: Observable<DownloadStep>)]
    ) -> Observable<DownloadEvent> {
        Observable.deferred {
            try folder.create()
            try self.prepareDownloads(into: folder.path)
            let batch = jobs()
            return Self.batch(batch, parallel: parallel).do(
                onNext: { event in
                    switch event.outcome {
                    case .saved(let path), .unchanged(let path): folder.markNewest(path)
                    case .progress, .failed: break
                    }
                },
                onCompleted: { folder.keepLast(atLeast: batch.count) })
        }
    }

    /// The copy of the GIF `reference` names in `folder`.
    private func copy(_ reference: GIFReference, rendition: RenditionChoice, into folder: CopiedFolder)
        -> Observable<DownloadStep>
    {
        switch keptOfflineIfAny(reference) {
        case .id(let id):
            return media(id: id, rendition: rendition).flatMap { gif, _ in
                self.fileCopy(of: gif, rendition: rendition, into: folder, registering: .copied)
            }
        case .url(let url):
            return download(
                reference, rendition: rendition,
                to: { _, type in folder.file(stem: GIFReference.id(fromURL: url), type: type) },
                replacing: true, registering: nil)
        case .file(let path):
            let name = path.split(separator: "/").last.map(String.init) ?? "gif"
            let stem = name.hasSuffix(".gif") ? String(name.dropLast(4)) : name
            let copy = folder.file(stem: stem)
            return bytes(of: reference, rendition: rendition).map { bytes in
                try PartFileWriter.write(bytes, to: copy, as: .gif, replacing: true)
                    ? .saved(id: stem, path: copy) : .unchanged(id: stem, path: copy)
            }
            .failingAsSearchFailure()
        case .standardInput:
            return .error(SearchFailure(MediaError.notDownloadable))
        }
    }
}
