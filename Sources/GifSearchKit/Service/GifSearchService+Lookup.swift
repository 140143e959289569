internal import HTTP
import RxCore

extension GifSearchService {
    /// The GIFs with `ids` as people type them (`klipy:…` for KLIPY's), each asked of its own
    /// provider in batches it takes (`GIFProvider.maxIDs`), in the order given; an id none
    /// returned is a miss saying which provider has no such GIF, and every id of a provider that
    /// cannot be asked (no key, no network) is a miss with that failure, so that one provider
    /// fails only its own ids. Working offline, a GIF whose file the person kept is answered
    /// from the library (`keptOffline`). Fails only for an id that is no id.
    public func lookUp(ids: [String]) -> Observable<IDLookup> {
        var byProvider: [ProviderName: [(typed: String, own: String)]] = [:]
        var kept: [String: GIFResult] = [:]
        for id in ids {
            guard let (name, own) = GIFID.parse(id) else {
                let quoted = TerminalText.quoted(id)
                return .error(SearchFailure.refusedArgument("not a \(GIFID.kinds) id: '\(quoted)'"))
            }
            if let gif = keptOffline(id) {
                kept[id] = gif
            } else {
                byProvider[name, default: []].append((id, own))
            }
        }
        let batches = ProviderName.allCases.flatMap { name in
            let asked = byProvider[name] ?? []
            let most = max(1, provider(name).maxIDs)
            return stride(from: 0, to: asked.count, by: most).map {
                (name, Array(asked[$0..<min($0 + most, asked.count)]))
            }
        }
        return Observable.from(batches)
            .concatMap { name, batch in self.answer(for: batch, of: name) }
            .toArray()
            .map { answers in Self.lookup(ids, answers: answers, kept: kept) }
    }

    /// One provider's answer for a batch of its ids: a page, or the failure that each of them
    /// gets; no GIF at all for them is an empty page.
    private func answer(for batch: [(typed: String, own: String)], of name: ProviderName)
        -> Observable<(name: ProviderName, asked: [String], outcome: Result<ResultPage, SearchFailure>)>
    {
        let asked = batch.map(\.typed)
        return Observable.deferred { self.provider(name).gifs(ids: batch.map(\.own)) }
            .map { (name, asked, .success($0)) }
            .catch { error in
                let failure = SearchFailure(error)
                return .just(
                    (name, asked, failure.kind == .notFound ? .success(ResultPage(gifs: [])) : .failure(failure)))
            }
    }

    /// What became of each of `ids`, given each batch's answer and the GIFs `kept` offline.
    private static func lookup(
        _ ids: [String], answers: [(name: ProviderName, asked: [String], outcome: Result<ResultPage, SearchFailure>)],
        kept: [String: GIFResult]
    ) -> IDLookup {
        var found = kept
        var failures: [String: SearchFailure] = [:]
        var staleAge: Double?
        for answer in answers {
            switch answer.outcome {
            case .success(let page):
                for gif in page.gifs where found[gif.id] == nil { found[gif.id] = gif }
                staleAge = [staleAge, page.staleAge].compactMap { $0 }.max()
                for id in answer.asked where found[id] == nil {
                    failures[id] = SearchFailure(MediaError.noGIF(id: id, provider: answer.name))
                }
            case .failure(let failure):
                for id in answer.asked { failures[id] = failure }
            }
        }
        var seen = Set<String>()
        let unique = ids.filter { seen.insert($0).inserted }
        return IDLookup(
            gifs: unique.compactMap { found[$0] },
            misses: unique.compactMap { id in failures[id].map { IDLookup.Miss(id: id, failure: $0) } },
            staleAge: staleAge)
    }
}
