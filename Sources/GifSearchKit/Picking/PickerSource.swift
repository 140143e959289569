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

    /// The most of the person's own GIFs shown above a web provider's results.
    static let ownFirst = 10

    /// A page of the provider's results; the first page of a search on a web provider starts
    /// with the person's own GIFs that match (at most `ownFirst`), when they added folders.
    public func page(of query: String, kind: MediaKind, page: String?, rating: Rating?) -> Observable<ResultPage> {
        guard !query.allSatisfy(\.isWhitespace) else {
            return trending(kind: kind, limit: Self.pageSize, page: page, rating: rating)
        }
        let results = search(query, kind: kind, limit: Self.pageSize, page: page, rating: rating)
        guard page == nil, kind == .gifs, providerNames.allSatisfy(\.hasWebAPI) else { return results }
        return Observable.deferred {
            guard self.hasLocalFolders else { return results }
            return self.provider(ProviderName.ownGIFs).search(
                query, kind: kind, limit: Self.ownFirst, page: nil, rating: nil, lang: nil
            )
            .map(\.gifs)
            .catchAndReturn([])
            .flatMap { own in
                results.map { page in
                    var mixed = page
                    mixed.gifs = own + page.gifs
                    return mixed
                }
            }
        }
    }

    public func decodedGIF(_ gif: GIFResult) -> Observable<DecodedGIF> {
        decodedGIF(gif, renditions: Self.previewRenditions)
    }
}
