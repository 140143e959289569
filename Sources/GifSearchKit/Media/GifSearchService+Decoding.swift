import GIF
import RxCore

extension GifSearchService {
    /// The renditions a picker preview is made from, in order of preference: small but animated.
    public static let previewRenditions: [Rendition] = [
        "fixed_height", "downsized", "fixed_width", "downsized_medium", .original,
    ]

    /// The largest a preview's frames are kept: 1,024 pixels a side, and all of them together in
    /// 32 MiB; a larger GIF is scaled down as it is decoded, frame by frame, and a GIF with more
    /// frames than its provider said is scaled down further as they come (`PreviewFrames`).
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

    /// The first of `renditions` that `gif` has (in gifsearch's names), decoded off the I/O
    /// thread as its bytes arrive: while they still arrive, the frames so far (`isComplete`
    /// false) as soon as the first is in and again each time their count doubles (so the
    /// animation plays on as it grows, and re-rendering it costs at most twice the whole), then
    /// every frame. The last few decoded GIFs are kept in memory, so asking again is instant.
    /// Frames are scaled to `previewBox` for the frame count the provider gives (the rendition's,
    /// else the original's), and further down should they take more than `previewBytes`. The
    /// download ends when the decode does; disposing the subscription cancels both.
    public func decodedGIF(_ gif: GIFResult, renditions: [Rendition]) -> Observable<DecodedGIF> {
        guard
            let (name, rendition) = renditions.lazy.compactMap({ name in gif.rendition(name).map { (name, $0) } })
                .first
        else { return .error(SearchFailure(MediaError.noRendition(renditions[0].rawValue))) }
        let key = gif.id + "/" + name.rawValue
        let cache = decodedGIFs
        let frames = rendition.frames ?? gif.rendition(.original)?.frames
        // The decode's end, materialized, ends the whole: the transfer is not left running.
        let decode = arriving(rendition.url, result: gif).failingAsSearchFailure().flatMap { arriving in
            Self.decodedPreview(of: arriving.stream, id: gif.id, frames: frames)
                .do(onNext: { if $0.isComplete { cache.store($0, for: key) } })
                .materialize()
        }
        .dematerialize()
        return Observable.deferred { cache.value(for: key).map { .just($0) } ?? decode.failingAsSearchFailure() }
    }

    /// Where previews are decoded: one at a time, so that a person moving through a list of large
    /// GIFs never has more than one canvas being decoded (a preview moved away from ends its
    /// decode at once: its stream ends).
    static let previewDecoder = SerialDispatchQueueScheduler(internalSerialQueueName: "gifsearch.preview-decode")

    /// The GIF arriving in `stream` decoded for a preview on `previewDecoder`, as
    /// `decodedGIF(_:renditions:)` delivers it, frames scaled to `previewBox` for `frames` frames
    /// (one when unknown) and kept within `previewBytes` (`PreviewFrames`). A decode waiting for
    /// bytes ends when the stream does; otherwise disposing stops it after the frame in progress.
    static func decodedPreview(of stream: GIFStream, id: String, frames expected: Int?) -> Observable<DecodedGIF> {
        Observable.deferred {
            let cancelled = LockedState(false)
            return Observable<DecodedGIF>.create { observer in
                do {
                    let head = try GIFFile.head(of: stream)
                    let box = previewBox(width: head.width, height: head.height, frames: max(1, expected ?? 1))
                    var kept = PreviewFrames(box: box, budget: previewBytes)
                    let reading = try GIFFile.frames(of: stream, fitting: box, until: { cancelled.withLock { $0 } }) {
                        kept.append($0)
                        let count = kept.frames.count
                        if count & (count - 1) == 0 && !stream.hasEnded {
                            observer.onNext(
                                DecodedGIF(id: id, frames: kept.frames, loopCount: head.loopCount, isComplete: false))
                        }
                    }
                    // Cut short by the network: what arrived plays, and is not kept as the GIF.
                    let whole = stream.failure == nil
                    observer.onNext(
                        DecodedGIF(id: id, frames: kept.frames, loopCount: reading.info.loopCount, isComplete: whole))
                    observer.onCompleted()
                } catch {
                    observer.onError(stream.failure ?? MediaError.notAGIF("\(error)"))
                }
                return Disposables.create()
            }
            .subscribe(on: previewDecoder)
            .do(onDispose: { cancelled.withLock { $0 = true } })
        }
    }
}
