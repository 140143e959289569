import GIF
import RxCore

extension GifSearchService {
    /// The renditions a picker preview is made from, in order of preference: small but animated.
    public static let previewRenditions: [Rendition] = [
        "fixed_height", "downsized", "fixed_width", "downsized_medium", .original,
    ]

    /// The first of `renditions` that `gif` has (in gifsearch's names), fetched and decoded off the I/O thread. The
    /// last few decoded GIFs are kept in memory, so asking again is instant; disposing the
    /// subscription cancels the download.
    public func decodedGIF(_ gif: GIFResult, renditions: [Rendition]) -> Observable<DecodedGIF> {
        guard
            let (name, rendition) = renditions.lazy.compactMap({ name in gif.rendition(name).map { (name, $0) } })
                .first
        else { return .error(SearchFailure(MediaError.noRendition(renditions[0].rawValue))) }
        let key = gif.id + "/" + name.rawValue
        let cache = decodedGIFs
        let decode = bytes(of: .url(rendition.url), rendition: name).map { bytes in
            var frames: [Frame] = []
            let reading: GIFReading
            do {
                reading = try GIFFile.frames(of: bytes) { frames.append($0) }
            } catch {
                throw MediaError.notAGIF("\(error)")
            }
            let decoded = DecodedGIF(id: gif.id, frames: frames, loopCount: reading.info.loopCount)
            cache.store(decoded, for: key)
            return decoded
        }
        return Observable.deferred { cache.value(for: key).map { .just($0) } ?? decode.failingAsSearchFailure() }
    }
}
