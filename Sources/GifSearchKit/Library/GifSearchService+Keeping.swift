import RxCore

extension GifSearchService {
    /// Saves the files of the starred `gifs` (as their provider described them) in the
    /// library's kept folder (named by `GIFFileName`), `parallel` at a time, through a `.part`
    /// file as downloads are, and notes each in the library: every GIF's events, as `downloads`
    /// gives them. Keeping a GIF is no send.
    public func keep(_ gifs: [GIFResult], rendition: RenditionChoice, parallel: Int) -> Observable<DownloadEvent> {
        Observable.deferred {
            let library = try self.library()
            let folder = library.keptFolder
            try self.prepareDownloads(into: folder)
            let jobs = gifs.map { gif in
                let name = GIFFileName.of(id: gif.id)
                let steps = self.download(
                    gif, rendition: rendition, to: { _, _ in folder + "/" + name }, replacing: true, registering: nil
                )
                .map { step -> DownloadStep in
                    switch step {
                    case .saved, .unchanged: try library.setKept(gif.id, file: name)
                    case .progress: break
                    }
                    return step
                }
                return (gif.id, steps)
            }
            return Self.batch(jobs, parallel: parallel)
        }
    }
}
