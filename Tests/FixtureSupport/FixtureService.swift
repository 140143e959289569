import GifSearchKit
import RxCore

/// A search service for one test, asking Giphy's API at `url` (a `FixtureServer`'s `baseURL`,
/// or an address where nothing listens) with `apiKey` (none when `nil`), and KLIPY's there too
/// with the fixture's KLIPY key when `klipy`: no retries, 10 s a request and no disk cache
/// unless told otherwise, backoffs waited out on `retryScheduler`, and `adjust` setting the
/// rest. The one way tests make a `GifSearchService`.
public func fixtureService(
    at url: String, apiKey: String? = FixtureServer.apiKey, klipy: Bool = false,
    provider: ProviderChoice = .only(.original), cacheDirectory: String? = nil, cacheMode: CacheMode = .normal,
    retries: Int = 0, timeout: Double = 10, retryScheduler: SchedulerType = GifSearchService.sharedRetryScheduler,
    adjust: (inout SearchSettings) -> Void = { _ in }
) -> GifSearchService {
    var settings = SearchSettings(
        keys: apiKey.map { [.giphy: $0] } ?? [:], urls: [.giphy: url], cacheDirectory: cacheDirectory,
        cacheMode: cacheMode, retries: retries, timeout: timeout, userAgent: "gifsearch/test")
    if klipy {
        settings.keys[.klipy] = FixtureServer.klipyKey
        settings.urls[.klipy] = url
    }
    settings.provider = provider
    adjust(&settings)
    return GifSearchService(settings: settings, retryScheduler: retryScheduler)
}
