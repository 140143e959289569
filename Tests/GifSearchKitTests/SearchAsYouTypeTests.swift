import FixtureSupport
import GifSearchKit
import RxCore
import RxTest
import Testing

/// The search pipeline on virtual time, one tick a millisecond, with a fake fetch that records
/// each request and answers after a delay per query.
@Suite struct SearchAsYouTypeTests {
    private final class Requests: @unchecked Sendable {
        let log = LockedState<[(query: String, offset: Int, tick: Int)]>([])
        var all: [(query: String, offset: Int, tick: Int)] { log.withLock { $0 } }
    }

    /// Runs the pipeline with `typed` query texts and `more` load-more presses at their ticks;
    /// each query's page arrives `latency(query)` ticks after its request.
    private func run(
        initial: String = "", typed: [Recorded<Event<String>>], more: [Recorded<Event<Void>>] = [],
        latency: @escaping @Sendable (String) -> Int = { _ in 10 }, pages: Int = 1
    ) -> (updates: [Recorded<Event<String>>], requests: Requests) {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let queries = scheduler.createHotObservable(typed)
        let loadMore = scheduler.createHotObservable(more)
        let requests = Requests()
        let results = scheduler.start {
            SearchAsYouType.updates(
                queries: queries.asObservable(), initial: initial, loadMore: loadMore.asObservable(),
                scheduler: scheduler,
                fetch: { query, token in
                    // Pages by offset, as Giphy's tokens are.
                    let offset = token.flatMap { Int($0) } ?? 0
                    requests.log.withLock { $0.append((query, offset, scheduler.clock)) }
                    let page = ResultPage(
                        gifs: [gif("\(query)-\(offset)")], next: offset + 1 < pages ? String(offset + 1) : nil)
                    return Observable.just(page).delay(.milliseconds(latency(query)), scheduler: scheduler)
                }
            )
            .map { update -> String in
                switch update {
                case .searching(let query): return "searching \(query)"
                case .page(_, let page, let isFirst): return (isFirst ? "first " : "more ") + page.gifs[0].id
                case .failed(let query, _): return "failed \(query)"
                }
            }
        }
        return (results.events, requests)
    }

    @Test func fourQuickKeystrokesMakeOneRequest() {
        let (updates, requests) = run(
            initial: "", typed: [.next(300, "c"), .next(350, "ca"), .next(400, "cat"), .next(450, "cats")])
        #expect(requests.all.map(\.query) == ["", "cats"])
        #expect(requests.all.last?.tick == 700)
        #expect(
            updates.map(\.value) == [
                .next("searching "), .next("first -0"), .next("searching cats"), .next("first cats-0"),
            ])
    }

    @Test func theInitialQuerySearchesAtOnceAndAnUnchangedQueryNotAgain() {
        let (_, requests) = run(initial: "dogs", typed: [.next(300, "dog"), .next(320, "dogs")])
        #expect(requests.all.map(\.query) == ["dogs"])
        #expect(requests.all.first?.tick == 200)
    }

    @Test func aSlowAnswerToAnOlderQueryIsIgnored() {
        // "slow" is asked at 550 and would answer at 1050; "fast" is asked at 850, answers at 860.
        let (updates, requests) = run(
            initial: "x", typed: [.next(300, "slow"), .next(600, "fast")],
            latency: { $0 == "slow" ? 500 : 10 })
        #expect(requests.all.map(\.query) == ["x", "slow", "fast"])
        let pages = updates.compactMap { event -> String? in
            if case .next(let text) = event.value, text.hasPrefix("first") { return text }
            return nil
        }
        #expect(pages == ["first x-0", "first fast-0"])
    }

    @Test func loadMoreFetchesTheNextPageOnceAtATimeUntilNoneIsLeft() {
        // Presses at 300 and 305 (one page in flight: the second is ignored), 400, 500, 600.
        let (updates, requests) = run(
            initial: "cats", typed: [],
            more: [.next(300, ()), .next(305, ()), .next(400, ()), .next(500, ()), .next(600, ())],
            pages: 3)
        #expect(requests.all.map(\.offset) == [0, 1, 2])
        #expect(
            updates.map(\.value).filter { if case .next(let text) = $0 { text.hasPrefix("more") } else { false } }.count
                == 2)
    }
}
