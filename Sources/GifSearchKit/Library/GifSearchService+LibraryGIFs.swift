import RxCore

extension GifSearchService {
    /// `kept` (GIFs listed from the library, which keeps no media URL) as their providers
    /// serve them now, with what the library kept of them; one its provider no longer has
    /// stays as it was, marked gone (`LibraryFacts.isGone`), and one whose provider cannot be
    /// asked stays as it was. Each GIF is asked of its own provider (`lookUp(ids:)`).
    public func withFreshURLs(_ kept: [GIFResult]) -> Observable<[GIFResult]> {
        freshened(kept).map(\.gifs)
    }

    /// `kept` as a library listing shows them: with their URLs now, one its provider no longer
    /// has as it was kept with " (gone)" after its title; the GIFs of a provider that cannot be
    /// asked as kept, with one warning for each such provider saying how many and why. Never
    /// fails.
    public func listed(_ kept: [GIFResult]) -> Observable<LibraryPage> {
        freshened(kept)
            .map { fresh in
                let gifs = fresh.gifs.map { gif in
                    guard gif.kept?.isGone == true else { return gif }
                    var gone = gif
                    gone.title += " (gone)"
                    return gone
                }
                let warnings = fresh.unasked.map { name, count, failure in
                    "\(count) \(name.displayName) GIF\(count == 1 ? "" : "s") listed without URLs: "
                        + TerminalText.sanitize(failure.message)
                }
                return LibraryPage(gifs: gifs, warnings: warnings)
            }
            .catch { error in
                let reason = TerminalText.sanitize(SearchFailure(error).message)
                return .just(LibraryPage(gifs: kept, warnings: ["cannot fetch URLs (\(reason)); listing what is kept"]))
            }
    }

    /// `kept` as `withFreshURLs` gives them, and for each provider that could not be asked, how
    /// many of them it left without a URL (none has a kept file) and why.
    private func freshened(_ kept: [GIFResult])
        -> Observable<(gifs: [GIFResult], unasked: [(ProviderName, Int, SearchFailure)])>
    {
        lookUp(ids: kept.map(\.id)).map { lookup in
            let found = Dictionary(lookup.gifs.map { ($0.id, $0) }) { first, _ in first }
            let misses = Dictionary(lookup.misses.map { ($0.id, $0.failure) }) { first, _ in first }
            let gifs = kept.map { gif in
                if var now = found[gif.id] {
                    now.kept = gif.kept
                    return now
                }
                guard misses[gif.id]?.kind == .notFound else { return gif }
                var gone = gif
                gone.kept?.isGone = true
                return gone
            }
            let unasked = ProviderName.allCases.compactMap { name -> (ProviderName, Int, SearchFailure)? in
                // A GIF whose file is kept has a URL all the same: the file's.
                let failures = kept.compactMap { gif in
                    GIFID.parse(gif.id)?.provider == name && gif.kept?.keptFile == nil
                        ? misses[gif.id].flatMap { $0.kind == .notFound ? nil : $0 } : nil
                }
                return failures.first.map { (name, failures.count, $0) }
            }
            return (gifs, unasked)
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
