internal import Files
import FoundationEssentials
internal import HTTP
import RxCore

/// A step of one download.
public enum DownloadStep: Sendable, Equatable {
    /// Bytes of the GIF with `id` received so far, and the total when the server announced it.
    case progress(id: String, received: Int, total: Int?)
    /// The GIF was written to `path`.
    case saved(id: String, path: String)
    /// An identical file was at `path` already and was left alone.
    case unchanged(id: String, path: String)
}

extension GifSearchService {
    /// Downloads the GIFs `references` name (ids in `rendition`, or URLs) into `directory`, made
    /// first with its parents, `parallel` at a time, as `download` does each: one Observable of
    /// every GIF's events. A GIF that fails is a `.failed` event and the others go on; only a
    /// directory that cannot be made fails the batch. A file with other contents at a GIF's name
    /// is replaced only when `replacing`.
    public func downloads(
        _ references: [GIFReference], rendition: RenditionChoice, into directory: String, parallel: Int,
        replacing: Bool
    ) -> Observable<DownloadEvent> {
        Observable.deferred {
            try self.prepareDownloads(into: directory)
            return Self.batch(
                references.map {
                    ($0.displayName, self.download($0, rendition: rendition, into: directory, replacing: replacing))
                },
                parallel: parallel)
        }
    }

    /// The downloads `jobs` (each named for its failure), `parallel` at a time, as one
    /// Observable of their events; one that fails is a `.failed` event and the others go on.
    static func batch(_ jobs: [(name: String, steps: Observable<DownloadStep>)], parallel: Int)
        -> Observable<DownloadEvent>
    {
        let events = jobs.enumerated().map { item, job in
            job.steps
                .map { DownloadEvent(item: item, step: $0) }
                .catch { error in
                    .just(DownloadEvent(item: item, name: job.name, outcome: .failed(SearchFailure(error))))
                }
        }
        return Observable.from(events).merge(maxConcurrent: parallel)
    }

    /// Removes the `.part` files of the downloads under way, for a process ending early.
    /// Async-signal-safe: a signal handler may call it.
    public static func removePartFiles() {
        PartFiles.removeAll()
    }

    /// Makes `directory` (and its parents) for downloads.
    public func prepareDownloads(into directory: String) throws(SearchFailure) {
        PartFiles.prepare()
        do throws(FileError) {
            try Directories.create(directory)
        } catch {
            throw SearchFailure(MediaError.cannotCreateDirectory(error))
        }
    }

    /// Downloads the GIF `reference` names (an id, in `rendition`, or a URL) into `directory`,
    /// named as `GIFFileName` says, through a `.part` file renamed only when the bytes are a
    /// valid GIF; a file with other contents there is replaced only when `replacing`. Transfers
    /// are retried after transient failures; checking and writing happen off the I/O thread. A
    /// GIF downloaded by id is a send for its provider (`register`).
    public func download(
        _ reference: GIFReference, rendition: RenditionChoice, into directory: String, replacing: Bool
    ) -> Observable<DownloadStep> {
        let name: @Sendable (String, MediaFileType) -> String =
            if case .url = reference { GIFFileName.of(stem:type:) } else { GIFFileName.of(id:type:) }
        return download(
            reference, rendition: rendition, to: { directory + "/" + name($0, $1) }, replacing: replacing,
            registering: .downloaded)
    }

    /// Downloads the GIF `reference` names to the path `path` makes of its id, as `download`
    /// does; a GIF by id is registered as `action` (none: `nil`).
    func download(
        _ reference: GIFReference, rendition: RenditionChoice,
        to path: @escaping @Sendable (String, MediaFileType) -> String,
        replacing: Bool, registering action: GIFAction?
    ) -> Observable<DownloadStep> {
        let source: Observable<(id: String, url: String, gif: GIFResult?)>
        switch reference {
        case .url(let url): source = .just((GIFReference.id(fromURL: url), url, nil))
        case .id(let id): source = media(id: id, rendition: rendition).map { ($0.gif.id, $0.url, $0.gif) }
        case .file, .standardInput: return .error(SearchFailure(MediaError.notDownloadable))
        }
        return download(from: source, as: rendition.fileType, to: path, replacing: replacing, registering: action)
    }

    /// Downloads `gif`, as its provider described it, in `rendition`, as `download` does: no
    /// request to look it up again. It is registered as `action`, found with `query`.
    func download(
        _ gif: GIFResult, rendition: RenditionChoice, to path: @escaping @Sendable (String, MediaFileType) -> String,
        replacing: Bool, registering action: GIFAction?, query: String? = nil
    ) -> Observable<DownloadStep> {
        let source = Observable<(id: String, url: String, gif: GIFResult?)>.deferred {
            .just((gif.id, try Self.url(of: gif, rendition: rendition), gif))
        }
        return download(
            from: source, as: rendition.fileType, to: path, replacing: replacing, registering: action, query: query)
    }

    /// Fetches the URL `source` gives (the person's own file is read) and writes it to the path
    /// `path` makes of its id and type, replacing another file there only when `replacing`; the
    /// GIF, when known, is registered as `action`, found with `query`. It is a file of `type`
    /// when its URL ends as one (a choice of that type that found none falls back to a GIF),
    /// and else a GIF, checked whole: a URL never makes gifsearch take bytes it did not ask for.
    private func download(
        from source: Observable<(id: String, url: String, gif: GIFResult?)>, as type: MediaFileType,
        to path: @escaping @Sendable (String, MediaFileType) -> String, replacing: Bool, registering action: GIFAction?,
        query: String? = nil
    ) -> Observable<DownloadStep> {
        source.flatMap { id, url, gif in
            let write = { @Sendable (bytes: [UInt8]) throws -> DownloadStep in
                let fileType = MediaFileType(url: url) == type ? type : .gif
                let file = path(id, fileType)
                let saved = try PartFileWriter.write(bytes, to: file, as: fileType, replacing: replacing)
                if let action, let gif { self.register(action, of: [gif], query: query) }
                return saved ? .saved(id: id, path: file) : .unchanged(id: id, path: file)
            }
            if let own = self.ownBytes(url, of: gif) { return own.map(write) }
            let session = self.session
            return self.retrying { timeLeft in
                session.rx.download(
                    request: HTTPRequest(url: url, maxBodySize: HTTPRequest.mediaBodyLimit).limited(to: timeLeft))
            }
            .map { event -> DownloadStep in
                switch event {
                case .progress(let received, let total): .progress(id: id, received: received, total: total)
                case .completed(_, let data): try write([UInt8](data))
                }
            }
        }
        .failingAsSearchFailure()
    }
}
