import RxCore

extension GifSearchService {
    /// `source`, tried again with a new API key each time it fails for a missing or rejected
    /// key: the book's `retry(when:)`, whose errors are answered by the next key `askKey` gives
    /// (say, typed at a prompt). `nil` or an empty key gives up with the error; other errors
    /// pass through at once.
    public func retryingWithNewKey<Element>(
        _ source: Observable<Element>, askKey: @escaping @Sendable (SearchFailure) -> Observable<String?>
    ) -> Observable<Element> {
        source.retry(when: { errors in
            errors.concatMap { error -> Observable<Void> in
                let failure = SearchFailure(error)
                guard failure.kind == .key else { return .error(failure) }
                return askKey(failure).take(1).flatMap { key -> Observable<Void> in
                    guard let key, !key.isEmpty else { return .error(failure) }
                    self.use(apiKey: key, for: failure.provider)
                    return .just(())
                }
            }
        })
    }
}
