import FoundationEssentials
import RxCore

/// A step of a download: progress while bytes arrive, then the whole response.
public enum DownloadEvent: Sendable, Equatable {
    /// Bytes received so far, and the total when the server announced it.
    case progress(received: Int, total: Int?)
    /// The complete response.
    case completed(HTTPResponse, Data)
}

extension Reactive where Base: CurlSession {
    /// The response to `request`, whatever its status, delivered on the session's
    /// `deliveryScheduler`. Cold: each subscription starts a transfer, and disposing it aborts
    /// the transfer.
    public func response(request: HTTPRequest) -> Observable<(HTTPResponse, Data)> {
        let session = base
        return Observable.create { observer in
            let transfer = session.start(request) { result in
                switch result {
                case .success(let response):
                    observer.onNext(response)
                    observer.onCompleted()
                case .failure(let error):
                    observer.onError(error)
                }
            }
            return Disposables.create { transfer.map(session.cancel) }
        }
        .observe(on: session.deliveryScheduler)
    }

    /// Progress and then the response of a successful (2xx) download, for progress bars,
    /// delivered on the session's `deliveryScheduler`.
    public func download(request: HTTPRequest) -> Observable<DownloadEvent> {
        let session = base
        return Observable.create { observer in
            let transfer = session.start(
                request, onProgress: { observer.onNext(.progress(received: $0, total: $1)) },
                onComplete: { result in
                    switch result {
                    case .success((let response, let data)) where response.isSuccess:
                        observer.onNext(.completed(response, data))
                        observer.onCompleted()
                    case .success((let response, let data)):
                        observer.onError(HTTPError.requestFailed(response: response, data: data))
                    case .failure(let error):
                        observer.onError(error)
                    }
                })
            return Disposables.create { transfer.map(session.cancel) }
        }
        .observe(on: session.deliveryScheduler)
    }

    /// The body of a successful (2xx) response in the pieces it arrives in, each delivered on
    /// the session's `deliveryScheduler` as soon as curl has it, so that a reader can start
    /// before the last byte; any other status is `HTTPError.requestFailed(response:data:)`.
    /// Cold; disposing the subscription aborts the transfer.
    public func chunks(request: HTTPRequest) -> Observable<[UInt8]> {
        let session = base
        return Observable.create { observer in
            let transfer = session.start(
                request, onBody: { observer.onNext([UInt8]($0)) },
                onComplete: { result in
                    switch result {
                    case .success((let response, _)) where response.isSuccess: observer.onCompleted()
                    case .success((let response, let data)):
                        observer.onError(HTTPError.requestFailed(response: response, data: data))
                    case .failure(let error): observer.onError(error)
                    }
                })
            return Disposables.create { transfer.map(session.cancel) }
        }
        .observe(on: session.deliveryScheduler)
    }

    /// The body of a successful (2xx) response; any other status is
    /// `HTTPError.requestFailed(response:data:)`.
    public func data(request: HTTPRequest) -> Observable<Data> {
        response(request: request).map { response, data in
            guard response.isSuccess else { throw HTTPError.requestFailed(response: response, data: data) }
            return data
        }
    }

    /// The body of a successful response as UTF-8 text.
    public func string(request: HTTPRequest) -> Observable<String> {
        data(request: request).map { data in
            guard let text = String(validating: data, as: UTF8.self) else {
                throw HTTPError.deserializationFailed(reason: "the body is not UTF-8 text")
            }
            return text
        }
    }

    /// The body of a successful response as JSON.
    public func json(request: HTTPRequest) -> Observable<JSONValue> {
        decodable(request: request, type: JSONValue.self)
    }

    /// The body of a successful response decoded as `type`; a body that does not decode is
    /// `HTTPError.deserializationFailed` saying what was wrong and where it came from
    /// (`DecodingProblem`).
    public func decodable<T: Decodable>(request: HTTPRequest, type: T.Type) -> Observable<T> {
        let url = URLRedaction.redact(request.url)
        return data(request: request).map { data in
            do {
                return try JSONDecoder().decode(type, from: data)
            } catch {
                throw HTTPError.deserializationFailed(reason: DecodingProblem.describe(error, from: url))
            }
        }
    }
}
