import GIF
import RxCore

extension GifSearchService {
    /// The file a media URL names when it is one of the person's own GIFs (a `file://` URL the
    /// index holds); `nil` for any other URL, which is fetched.
    func ownFile(_ url: String) -> String? {
        guard url.hasPrefix("file:") else { return nil }
        return ProviderName.allCases.lazy.filter { !$0.hasWebAPI }.compactMap { self.provider($0).file(of: url) }.first
    }

    /// The bytes of the media at `url`: the person's own file, read off the caller's thread as
    /// a response would arrive, or `nil` for a URL that is fetched.
    func ownBytes(_ url: String) -> Observable<[UInt8]>? {
        ownFile(url).map { path in Self.read(path).subscribe(on: ConcurrentDispatchQueueScheduler.compute) }
    }
}
