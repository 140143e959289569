import FoundationEssentials
import RxCore

/// The person's own GIFs behind `GIFProvider`, from their index (`LocalIndex`): a search matches
/// the words drawn in them, carried in them and in their names; trending is every GIF, the most
/// recently changed first; terms are the index's words. Pages are offsets. Nothing is ever
/// asked of the network, and no action is reported.
final class LocalProvider: GIFProvider {
    /// The index's path; `nil` when there is no place for one.
    let indexPath: String?
    /// Told of the index when it is first opened, before anything is read from it.
    let onOpen: (@Sendable (LocalIndex) -> Void)?
    /// The index, opened on first use.
    private let opened = MadeOnFirstUse<LocalIndex>()
    var name: ProviderName { .local }
    var maxIDs: Int { 500 }

    /// The one rendition of a local GIF: its file.
    static let rendition = "original"

    init(indexPath: String?, onOpen: (@Sendable (LocalIndex) -> Void)? = nil) {
        self.indexPath = indexPath
        self.onOpen = onOpen
    }

    func search(_ query: String, kind: MediaKind, limit: Int, page: String?, rating: Rating?, lang: String?)
        -> Observable<ResultPage>
    {
        paged(kind: kind, limit: limit, page: page) { index, offset in
            try index.gifs(matching: query, limit: limit, offset: offset)
        }
    }

    func trending(kind: MediaKind, limit: Int, page: String?, rating: Rating?) -> Observable<ResultPage> {
        paged(kind: kind, limit: limit, page: page) { index, offset in
            try index.newestGIFs(limit: limit, offset: offset)
        }
    }

    func gifs(ids: [String]) -> Observable<ResultPage> {
        answer { index in
            let found = try index.gifs(ids: ids)
            guard !found.isEmpty else { throw SearchFailure(kind: .notFound, provider: .local, message: "no such GIF") }
            return ResultPage(gifs: found.map(GIFResult.init(local:)))
        }
    }

    func autocomplete(_ prefix: String) -> Observable<[String]> {
        let words = Library.queryWords(prefix)
        guard let last = words.last else { return .just([]) }
        let before = words.dropLast().joined(separator: " ")
        return answer { index in
            try index.words(startingWith: last, limit: 10).map { before.isEmpty ? $0 : before + " " + $0 }
        }
    }

    func trendingTerms() -> Observable<[String]> {
        answer { index in try index.commonWords(letters: 4, limit: 20) }
    }

    func actionCall(_ action: RegisteredAction, of gif: GIFResult, query: String?, context: ActionContext)
        -> Observable<Void>?
    {
        nil
    }

    /// The path of a `file://` URL, when the index holds that file as a GIF: the one kind of
    /// file URL gifsearch reads, so that a server's `file://` URL never reads a file.
    func file(of url: String) -> String? {
        guard url.hasPrefix("file://"), let path = URL(string: url)?.path(percentEncoded: false),
            let index = try? index(), index.holds(file: path)
        else { return nil }
        return path
    }

    func newActionUserID(timeout: Double) -> Observable<String> {
        .error(SearchFailure(kind: .invalidArgument, provider: .local, message: "your folders report nothing"))
    }

    /// A page of GIFs `find` reads from the index at the offset `page` names; stickers are
    /// none of the person's GIFs.
    private func paged(
        kind: MediaKind, limit: Int, page: String?,
        find: @escaping @Sendable (LocalIndex, Int) throws -> [LocalGIF]
    ) -> Observable<ResultPage> {
        guard kind == .gifs else { return .just(ResultPage(gifs: [])) }
        let offset = min(max(0, page.flatMap(Int.init) ?? 0), ProviderName.searchCap)
        return answer { index in
            let found = try find(index, offset)
            return ResultPage(
                gifs: found.map(GIFResult.init(local:)), next: found.count < limit ? nil : String(offset + found.count))
        }
    }

    /// What `read` makes of the index, when subscribed to, off the subscriber's thread (the
    /// picker's, say), as a web provider's answer arrives: the first read may scan the folders.
    private func answer<Element>(_ read: @escaping @Sendable (LocalIndex) throws -> Element)
        -> Observable<Element>
    {
        Observable.deferred { .just(try read(self.index())) }.subscribe(on: ConcurrentDispatchQueueScheduler.compute)
    }
}

extension LocalProvider {
    /// The index, opened the first time it is asked for (and told to `onOpen` then).
    private func index() throws(SearchFailure) -> LocalIndex {
        try opened.value { () throws(SearchFailure) in
            let index = try LocalIndex.at(indexPath)
            onOpen?(index)
            return index
        }
    }
}

extension GIFResult {
    /// One of the person's GIFs: its file's name as the title, the words read from its frames as
    /// the alt text, the file as its one rendition (a `file://` URL).
    init(local gif: LocalGIF) {
        let path = gif.paths.first ?? ""
        let name = path.split(separator: "/").last.map(String.init) ?? path
        self.init(
            id: GIFID.typed(gif.id, provider: .local), title: name, page: nil,
            renditions: [
                LocalProvider.rendition: GIFRendition(
                    url: URL(filePath: path).absoluteString, width: gif.width, height: gif.height, size: gif.size,
                    frames: gif.frames)
            ],
            provider: .local)
        alt = Self.alt(gif.drawn)
        file = path
    }
}
