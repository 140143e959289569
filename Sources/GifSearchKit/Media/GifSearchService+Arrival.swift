import GIF
internal import HTTP
import RxCore

extension GifSearchService {
    /// The GIF `reference` names as its bytes arrive, so that it can be decoded before the last
    /// one: emitted as soon as the first bytes are in (a file or stdin is read whole first), then
    /// fed for as long as the subscription lasts, completing once every byte is in. A failure
    /// before the first byte fails it as `gif(of:rendition:)` fails (retries included); a later
    /// one ends the stream with it as a `SearchFailure` (`GIFStream.failure`) and completes.
    /// Disposing the subscription cancels the transfer and ends the stream.
    public func arrivingGIF(of reference: GIFReference, rendition: RenditionChoice) -> Observable<ArrivingGIF> {
        let arriving: Observable<ArrivingGIF> =
            switch keptOfflineIfAny(reference) {
            case .standardInput, .file:
                bytes(of: reference, rendition: rendition).map {
                    ArrivingGIF(stream: GIFStream(bytes: $0), result: nil)
                }
            case .url(let url): arriving(url, result: nil)
            case .id(let id):
                media(id: id, rendition: rendition).flatMap { gif, url in self.arriving(url, result: gif) }
            }
        return arriving.failingAsSearchFailure()
    }

    /// The media at `url` streamed into a `GIFStream`, retried until its first byte arrives (the
    /// person's own file read whole).
    func arriving(_ url: String, result: GIFResult?) -> Observable<ArrivingGIF> {
        if let own = ownBytes(url, of: result) {
            return own.map { ArrivingGIF(stream: GIFStream(bytes: $0), result: result) }
        }
        let session = session
        return Observable<ArrivingGIF>.create { observer in
            let stream = GIFStream()
            let started = LockedState(false)
            let chunks = self.retrying { timeLeft in
                session.rx.chunks(
                    request: HTTPRequest(url: url, maxBodySize: HTTPRequest.mediaBodyLimit).limited(to: timeLeft)
                )
                .catch { error in
                    .error(started.withLock { $0 } ? FailedAfterFirstBytes(cause: error) : error)
                }
            }
            let subscription = chunks.subscribe(
                onNext: { chunk in
                    stream.append(chunk)
                    let first = started.withLock { started in
                        defer { started = true }
                        return !started
                    }
                    if first { observer.onNext(ArrivingGIF(stream: stream, result: result)) }
                },
                onError: { error in
                    guard let cut = error as? FailedAfterFirstBytes else { return observer.onError(error) }
                    stream.fail(SearchFailure(cut.cause))
                    observer.onCompleted()
                },
                onCompleted: {
                    stream.finish()
                    if !started.withLock({ $0 }) { observer.onNext(ArrivingGIF(stream: stream, result: result)) }
                    observer.onCompleted()
                })
            return Disposables.create {
                subscription.dispose()
                stream.fail(ArrivalCancelled())
            }
        }
    }
}
