import RxCore

/// Search as you type, the textbook reactive pipeline: typed queries are debounced (a search
/// starts 250 ms after the last keystroke), unchanged queries are skipped, and a newer query
/// cancels the request in flight (`flatMapLatest`), so a slow answer to an old query never
/// shows. Within a query, each `loadMore` fetches the next page unless one is in flight or none
/// is left.
public enum SearchAsYouType {
    /// The pause after the last keystroke before a search starts.
    public static let debounce: RxTimeInterval = .milliseconds(250)

    /// Updates for `queries` (each the whole query text after a keystroke), starting with
    /// `initial` at once. `fetch(query, page)` gets one page (an empty query: trending; `page`:
    /// the previous page's `next`, `nil` for the first).
    public static func updates(
        queries: Observable<String>, initial: String, loadMore: Observable<Void>, debounce: RxTimeInterval = debounce,
        scheduler: SchedulerType, fetch: @escaping @Sendable (String, String?) -> Observable<ResultPage>
    ) -> Observable<SearchUpdate> {
        updates(
            settled: settled(queries, initial: initial, debounce: debounce, scheduler: scheduler), loadMore: loadMore,
            fetch: fetch)
    }

    /// The queries worth asking about: `initial` at once, then each typed query once typing
    /// paused for `debounce`, unless it is the one before.
    public static func settled(
        _ queries: Observable<String>, initial: String, debounce: RxTimeInterval = debounce, scheduler: SchedulerType
    ) -> Observable<String> {
        queries.debounce(debounce, scheduler: scheduler).startWith(initial).distinctUntilChanged()
    }

    /// Updates for the `settled` queries: a newer one cancels the request in flight.
    public static func updates(
        settled: Observable<String>, loadMore: Observable<Void>,
        fetch: @escaping @Sendable (String, String?) -> Observable<ResultPage>
    ) -> Observable<SearchUpdate> {
        settled.flatMapLatest { query in pages(of: query, loadMore: loadMore, fetch: fetch) }
    }

    /// The page to ask for next.
    private enum NextPage {
        case first
        case after(String)
    }

    private static func pages(
        of query: String, loadMore: Observable<Void>,
        fetch: @escaping @Sendable (String, String?) -> Observable<ResultPage>
    ) -> Observable<SearchUpdate> {
        Observable.deferred {
            // nil while a page is in flight or when none is left.
            let next = LockedState<NextPage?>(.first)
            return loadMore.startWith(()).flatMap { _ -> Observable<SearchUpdate> in
                guard
                    let wanted = next.withLock({ wanted in
                        defer { wanted = nil }
                        return wanted
                    })
                else {
                    return .empty()
                }
                let token: String? = if case .after(let token) = wanted { token } else { nil }
                return fetch(query, token)
                    .map { page -> SearchUpdate in
                        next.withLock { $0 = page.next.map(NextPage.after) }
                        return .page(query: query, page: page, isFirst: token == nil)
                    }
                    .catch { error in .just(.failed(query: query, error: SearchFailure(error))) }
                    .startWith(.searching(query: query))
            }
        }
    }
}
