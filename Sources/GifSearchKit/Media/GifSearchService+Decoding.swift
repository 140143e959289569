import GIF
import RxCore

extension GifSearchService {
    /// The renditions a picker preview is made from, in order of preference: small but animated.
    public static let previewRenditions: [Rendition] = [
        "fixed_height", "downsized", "fixed_width", "downsized_medium", .original,
    ]

    /// The largest a preview's frames are kept: 1,024 pixels a side, and all of them together in
    /// 32 MiB; a larger GIF is scaled down as it is decoded, frame by frame.
    static let previewSide = 1024
    static let previewBytes = 32 << 20

    /// The box the frames of a GIF of `frames` frames on a `width` × `height` canvas are scaled
    /// down to fit in.
    static func previewBox(width: Int, height: Int, frames: Int) -> (width: Int, height: Int) {
        let allowed = previewBytes / 4 / max(1, frames)
        let scale = min(1, (Double(allowed) / Double(max(1, width * height))).squareRoot())
        return (
            min(previewSide, max(1, Int(Double(width) * scale))), min(previewSide, max(1, Int(Double(height) * scale)))
        )
    }

    /// The first of `renditions` that `gif` has (in gifsearch's names), fetched and decoded off the I/O thread. The
    /// last few decoded GIFs are kept in memory, so asking again is instant; frames are kept no
    /// larger than `previewBox` allows; disposing the
    /// subscription cancels the download.
    public func decodedGIF(_ gif: GIFResult, renditions: [Rendition]) -> Observable<DecodedGIF> {
        guard
            let (name, rendition) = renditions.lazy.compactMap({ name in gif.rendition(name).map { (name, $0) } })
                .first
        else { return .error(SearchFailure(MediaError.noRendition(renditions[0].rawValue))) }
        let key = gif.id + "/" + name.rawValue
        let cache = decodedGIFs
        let decode = bytes(of: .url(rendition.url), rendition: .named(name)).flatMap { bytes in
            Self.decodedPreview(of: bytes, id: gif.id).do(onNext: { cache.store($0, for: key) })
        }
        return Observable.deferred { cache.value(for: key).map { .just($0) } ?? decode.failingAsSearchFailure() }
    }

    /// Where previews are decoded: one at a time, so that a person moving through a list of large
    /// GIFs never has more than one canvas being decoded.
    static let previewDecoder = SerialDispatchQueueScheduler(internalSerialQueueName: "gifsearch.preview-decode")

    /// `bytes` decoded for a preview on `previewDecoder`, frames scaled to `previewBox`;
    /// disposing it stops the decode after the frame in progress.
    static func decodedPreview(of bytes: [UInt8], id: String) -> Observable<DecodedGIF> {
        Observable.deferred {
            let cancelled = LockedState(false)
            return Observable<DecodedGIF>.create { observer in
                var frames: [Frame] = []
                do {
                    let info = try GIFFile.structure(of: bytes).info
                    let box = previewBox(width: info.width, height: info.height, frames: info.frameCount)
                    let reading = try GIFFile.frames(of: bytes, fitting: box, until: { cancelled.withLock { $0 } }) {
                        frames.append($0)
                    }
                    observer.onNext(DecodedGIF(id: id, frames: frames, loopCount: reading.info.loopCount))
                    observer.onCompleted()
                } catch {
                    observer.onError(MediaError.notAGIF("\(error)"))
                }
                return Disposables.create()
            }
            .subscribe(on: previewDecoder)
            .do(onDispose: { cancelled.withLock { $0 = true } })
        }
    }
}
