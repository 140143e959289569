import FoundationEssentials
import GIF
internal import HTTP
import RxCore

extension GifSearchService {
    /// The renditions thumbnails are made from, smallest first.
    public static let thumbnailRenditions: [Rendition] = [
        "fixed_height_small", "preview_gif", "fixed_width_small", "fixed_height",
    ]

    /// The bytes `reference` names: a file or stdin read, a URL fetched with retries, or an id
    /// resolved to its `rendition` and fetched (offline, its kept file read: `keptOffline`).
    public func bytes(of reference: GIFReference, rendition: RenditionChoice) -> Observable<[UInt8]> {
        gif(of: reference, rendition: rendition).map(\.bytes)
    }

    /// As `bytes(of:rendition:)`, with the result an id names (none for a file or URL).
    public func gif(of reference: GIFReference, rendition: RenditionChoice) -> Observable<
        (bytes: [UInt8], result: GIFResult?)
    > {
        let loaded: Observable<(bytes: [UInt8], result: GIFResult?)> =
            switch keptOfflineIfAny(reference) {
            case .standardInput: Self.read(nil).map { ($0, nil) }
            case .file(let path): Self.read(path).map { ($0, nil) }
            case .url(let url): fetch(url, of: nil).map { ($0, nil) }
            case .id(let id):
                media(id: id, rendition: rendition).flatMap { gif, url in self.fetch(url, of: gif).map { ($0, gif) } }
            }
        return loaded.failingAsSearchFailure()
    }

    /// The GIF with `id` and the URL of its `rendition`.
    func media(id: String, rendition: RenditionChoice) -> Observable<(gif: GIFResult, url: String)> {
        gifs(ids: [id]).map { page in
            guard let gif = page.gifs.first else {
                throw MediaError.noGIF(id: id, provider: GIFID.parse(id)?.provider ?? .original)
            }
            return (gif, try Self.url(of: gif, rendition: rendition))
        }
        .failingAsSearchFailure()
    }

    /// The URL of `gif`'s `rendition`, or why it has none.
    static func url(of gif: GIFResult, rendition: RenditionChoice) throws(MediaError) -> String {
        guard let url = gif.rendition(for: rendition)?.url else {
            switch rendition {
            case .named(let name): throw MediaError.noRendition(name.rawValue)
            case .fitting(let maxBytes, _): throw MediaError.noRenditionWithin(maxBytes, smallest: gif.smallestSize)
            }
        }
        return url
    }

    /// The most a thumbnail keeps: a few cells of a table row never show more.
    static let thumbnailBox = (width: 256, height: 256)

    /// The first frame of the smallest rendition of `gif` that has one, decoded on
    /// `previewDecoder` (one canvas at a time) and scaled down to fit `thumbnailBox`; `nil` when
    /// there is none or it cannot be had (a thumbnail never fails a listing). The transfer ends
    /// as soon as the first image is in: the rest of the GIF is never fetched.
    public func thumbnail(of gif: GIFResult) -> Observable<Frame?> {
        guard let url = Self.thumbnailRenditions.lazy.compactMap({ gif.rendition($0)?.url }).first else {
            return .just(nil)
        }
        let arriving: Observable<[UInt8]> =
            ownBytes(url, of: gif).map { $0.catchAndReturn([]) }
            ?? session.rx.chunks(request: HTTPRequest(url: url, maxBodySize: HTTPRequest.mediaBodyLimit))
        return
            arriving
            .materialize()
            .scan(into: (received: FirstImageBytes(), ended: false)) { state, event in
                if case .next(let chunk) = event { state.received.append(chunk) } else { state.ended = true }
            }
            .filter { $0.received.holdsFirstImage || $0.ended }
            .take(1)
            .map(\.received.bytes)
            .observe(on: Self.previewDecoder)
            .map { bytes -> Frame? in
                var first: Frame?
                _ = try? GIFFile.frames(of: bytes, through: 0, fitting: Self.thumbnailBox) { first = $0 }
                return first
            }
    }

    /// The thumbnails of `gifs` (each as `thumbnail(of:)` gives it), fetched `concurrently` at a
    /// time and delivered in the order of `gifs`, each as soon as it and those before it are ready.
    public func thumbnails(of gifs: [GIFResult], concurrently: Int = 8) -> Observable<(gif: GIFResult, frame: Frame?)> {
        Observable.from(gifs).concatMapEager(maxConcurrent: concurrently) { gif in
            self.thumbnail(of: gif).map { (gif: gif, frame: $0) }
        }
    }

    /// The media at `url` of `gif`: fetched with retries, or read when it is the person's own
    /// file.
    private func fetch(_ url: String, of gif: GIFResult?) -> Observable<[UInt8]> {
        if let own = ownBytes(url, of: gif) { return own }
        let session = session
        return retrying { timeLeft in
            session.rx.data(
                request: HTTPRequest(url: url, maxBodySize: HTTPRequest.mediaBodyLimit).limited(to: timeLeft))
        }
        .map { [UInt8]($0) }
    }

    /// The GIF at `path`, or on stdin for `nil`, read when subscribed to.
    static func read(_ path: String?) -> Observable<[UInt8]> {
        Observable.create { observer in
            do throws(MediaError) {
                observer.onNext(try LocalFile.read(path))
                observer.onCompleted()
            } catch {
                observer.onError(error)
            }
            return Disposables.create()
        }
    }
}
