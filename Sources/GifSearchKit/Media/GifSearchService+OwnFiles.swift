import GIF
import RxCore

extension GifSearchService {
    /// The file `url`, a media URL of `gif`, names when `gif` is one of the person's own GIFs and
    /// the index holds that file; `nil` otherwise, and the URL is fetched. A web provider's GIF
    /// never has a file read for it, whatever URL its server gave.
    func ownFile(_ url: String, of gif: GIFResult?) -> String? {
        guard let gif, !gif.provider.hasWebAPI else { return nil }
        return provider(gif.provider).file(of: url)
    }

    /// The bytes of the media at `url` of `gif`: the person's own file, read off the caller's
    /// thread as a response would arrive, or `nil` for a URL that is fetched.
    func ownBytes(_ url: String, of gif: GIFResult?) -> Observable<[UInt8]>? {
        ownFile(url, of: gif).map { path in Self.read(path).subscribe(on: ConcurrentDispatchQueueScheduler.compute) }
    }
}
