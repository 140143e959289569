import RxCore

/// What the picker asks of a search service; `GifSearchService` is one, tests give their own.
public protocol PickerSource: Sendable {
    /// The provider asked first.
    var primaryProvider: ProviderName { get }
    /// Whether it answers from the cache alone (`--offline`): then cached results are not a
    /// sign that the network failed.
    var worksOffline: Bool { get }
    /// One page of results for `query` (trending for a blank one).
    func page(of query: String, kind: MediaKind, page: String?, rating: Rating?) -> Observable<ResultPage>
    func autocomplete(_ prefix: String) -> Observable<[String]>
    func decodedGIF(_ gif: GIFResult) -> Observable<DecodedGIF>
    /// The GIFs `references` name downloaded into `directory`, replacing other files there only
    /// when `replacing`.
    func downloads(
        _ references: [GIFReference], rendition: RenditionChoice, into directory: String, parallel: Int,
        replacing: Bool
    ) -> Observable<DownloadEvent>
    /// `gifs` written to `folder` to be copied as files, `parallel` at a time, each registered
    /// as `action` (none: `nil`), found with `query`.
    func copies(
        of gifs: [GIFResult], rendition: RenditionChoice, into folder: CopiedFolder, parallel: Int,
        registering action: GIFAction?, query: String?
    ) -> Observable<DownloadEvent>
    /// Tells the providers of `gifs` that the person `action`ed them, found with `query`.
    func register(_ action: GIFAction, of gifs: [GIFResult], query: String?)
    /// `source`, tried again with a key `askKey` gives each time it fails for a missing or
    /// rejected key.
    func retryingWithNewKey<Element>(
        _ source: Observable<Element>, askKey: @escaping @Sendable (SearchFailure) -> Observable<String?>
    ) -> Observable<Element>
    /// The person's GIFs matching `query`, or all for a blank one, by frecency, at once and
    /// without a request.
    func libraryGIFs(matching query: String, limit: Int) -> [GIFResult]
    /// Which of `ids` the person starred.
    func starred(among ids: [String]) -> Set<String>
    /// Stars `gif` (found with `query`) or unstars it; whether it is starred now.
    func toggleStar(_ gif: GIFResult, query: String?) throws(SearchFailure) -> Bool
    /// GIFs listed from the library with the URLs their providers serve now.
    func withFreshURLs(_ gifs: [GIFResult]) -> Observable<[GIFResult]>
}

extension GifSearchService: PickerSource {
    public var worksOffline: Bool { settings.cacheMode == .offline }

    public func page(of query: String, kind: MediaKind, page: String?, rating: Rating?) -> Observable<ResultPage> {
        query.allSatisfy(\.isWhitespace)
            ? trending(kind: kind, limit: Self.pageSize, page: page, rating: rating)
            : search(query, kind: kind, limit: Self.pageSize, page: page, rating: rating)
    }

    public func decodedGIF(_ gif: GIFResult) -> Observable<DecodedGIF> {
        decodedGIF(gif, renditions: Self.previewRenditions)
    }
}
