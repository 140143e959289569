import RxCore

extension GifSearchService {
    /// `source`, tried again with a new API key each time it fails for a missing or rejected
    /// key: the book's `retry(when:)`, whose errors are answered by the next key `askKey` gives
    /// (say, typed at a prompt). `nil` or an empty key gives up with the error; other errors
    /// pass through at once.
    public func retryingWithNewKey<Element>(
        _ source: Observable<Element>, askKey: @escaping @Sendable (Swift.Error) -> Observable<String?>
    ) -> Observable<Element> {
        source.retry(when: { errors in
            errors.concatMap { error -> Observable<Void> in
                guard ProviderFailure.isKey(error) else { return .error(error) }
                return askKey(error).take(1).flatMap { key -> Observable<Void> in
                    guard let key, !key.isEmpty else { return .error(error) }
                    self.use(apiKey: key)
                    return .just(())
                }
            }
        })
    }
}
