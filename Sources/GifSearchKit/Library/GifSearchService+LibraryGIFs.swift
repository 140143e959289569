import RxCore

extension GifSearchService {
    /// `kept` (GIFs listed from the library, which keeps no media URL) as their providers
    /// serve them now, with what the library kept of them; one its provider no longer has
    /// stays as it was, marked gone (`LibraryFacts.isGone`). Ids go in batches each provider
    /// takes (`GIFProvider.maxIDs`). Fails when the providers cannot be asked.
    public func withFreshURLs(_ kept: [GIFResult]) -> Observable<[GIFResult]> {
        let byProvider = Dictionary(grouping: kept.map(\.id)) { GIFID.parse($0)?.provider ?? .giphy }
        let chunks = ProviderName.allCases.flatMap { provider in
            let ids = byProvider[provider] ?? []
            let most = self.provider(provider).maxIDs
            return stride(from: 0, to: ids.count, by: most).map { Array(ids[$0..<min($0 + most, ids.count)]) }
        }
        return Observable.from(chunks)
            .concatMap { ids in
                self.gifs(ids: ids).catch { error in
                    SearchFailure(error).kind == .notFound ? .empty() : .error(error)
                }
            }
            .reduce([String: GIFResult]()) { found, page in
                found.merging(page.gifs.map { ($0.id, $0) }) { first, _ in first }
            }
            .map { found in
                kept.map { gif in
                    guard var now = found[gif.id] else {
                        var gone = gif
                        gone.kept?.isGone = true
                        return gone
                    }
                    now.kept = gif.kept
                    return now
                }
            }
    }

    /// `kept` as a library listing shows them: with their URLs now, one its provider no longer
    /// has as it was kept with " (gone)" after its title; or, when the providers cannot be
    /// asked, as kept, with a warning saying so. Never fails.
    public func listed(_ kept: [GIFResult]) -> Observable<LibraryPage> {
        withFreshURLs(kept)
            .map { fresh in
                LibraryPage(
                    gifs: fresh.map { gif in
                        guard gif.kept?.isGone == true else { return gif }
                        var gone = gif
                        gone.title += " (gone)"
                        return gone
                    })
            }
            .catch { error in
                let reason = TerminalText.sanitize(SearchFailure(error).message)
                return .just(LibraryPage(gifs: kept, warnings: ["cannot fetch URLs (\(reason)); listing what is kept"]))
            }
    }

    /// The person's GIFs (favourites and history) matching `query` through the library's
    /// full-text index, or all of them for a blank one, by frecency: never a request. None when
    /// there is no library.
    public func libraryGIFs(matching query: String, limit: Int) -> [GIFResult] {
        let words = query.allSatisfy(\.isWhitespace) ? nil : query
        return (try? library().gifs(on: .all, matching: words, limit: limit)) ?? []
    }

    /// Which of `ids` the person starred (none when there is no library).
    public func starred(among ids: [String]) -> Set<String> {
        (try? library().starred(among: ids)) ?? []
    }

    /// Stars `gif` (found with `query`), or unstars it when it was starred; whether it is
    /// starred now.
    public func toggleStar(_ gif: GIFResult, query: String?) throws(SearchFailure) -> Bool {
        try library().toggleStar(gif, query: query)
    }
}
