import FixtureSupport
import GIF
import GifSearchKit
import RxCore
import RxTest
import Testing

/// The picker's pipelines on virtual time (a tick a millisecond), without a terminal: a fake
/// source answers each request 10 ticks after it, and the model's states are recorded.
@Suite struct PickerModelTests {
    /// A source whose pages are `pages` results named after the query, in pages of two; an
    /// empty key fails like a rejected one until `use`d.
    private final class FakeSource: PickerSource, @unchecked Sendable {
        let scheduler: TestScheduler
        var worksOffline: Bool { false }
        let requests = LockedState<[String]>([])
        let downloaded = LockedState<[[GIFReference]]>([])
        let keys = LockedState<[String]>([])
        /// Each action registered: "<action> <id> <query>".
        let registered = LockedState<[String]>([])
        let failsForKey: Bool
        /// The person's library, as it lists GIFs: without URLs.
        let library = LockedState<[GIFResult]>([])
        let starredIDs = LockedState<Set<String>>([])
        let autocompleted = LockedState<[String]>([])
        /// What the picker's clipboard step was given, in order.
        let clipboardPuts = LockedState<[ClipboardPut]>([])
        /// The ids of each request for fresh URLs.
        let freshened = LockedState<[[String]]>([])

        init(scheduler: TestScheduler, failsForKey: Bool = false) {
            self.scheduler = scheduler
            self.failsForKey = failsForKey
        }

        var primaryProvider: ProviderName { .giphy }

        func page(of query: String, kind: MediaKind, page: String?, rating: Rating?) -> Observable<ResultPage> {
            Observable.deferred {
                self.requests.withLock { $0.append("\(query)@\(page ?? "0")") }
                if self.failsForKey && self.keys.withLock({ $0.isEmpty }) {
                    return Observable.error(SearchFailure(kind: .key, provider: .giphy, message: "rejected"))
                        .delay(.milliseconds(10), scheduler: self.scheduler)
                }
                let offset = page.flatMap { Int($0) } ?? 0
                let gifs = (offset..<offset + 2).map { PickerModelTests.served("\(query)\($0)") }
                let result = ResultPage(gifs: gifs, next: offset < 2 ? String(offset + 2) : nil)
                return Observable.just(result).delay(.milliseconds(10), scheduler: self.scheduler)
            }
        }

        func autocomplete(_ prefix: String) -> Observable<[String]> {
            autocompleted.withLock { $0.append(prefix) }
            return Observable.just([prefix, prefix + "s and dogs"]).delay(.milliseconds(10), scheduler: scheduler)
        }

        /// The library's GIFs whose titles have a word starting with each word of `query`.
        func libraryGIFs(matching query: String, limit: Int) -> [GIFResult] {
            let words = query.lowercased().split(separator: " ")
            return library.withLock { gifs in
                gifs.filter { gif in
                    let title = gif.title.lowercased().split(separator: " ")
                    return words.allSatisfy { word in title.contains { $0.hasPrefix(word) } }
                }
            }
        }

        func starred(among ids: [String]) -> Set<String> {
            starredIDs.withLock { $0.intersection(ids) }
        }

        func toggleStar(_ gif: GIFResult, query: String?) throws(SearchFailure) -> Bool {
            starredIDs.withLock { starred in
                starred.remove(gif.id) == nil ? starred.insert(gif.id).inserted : false
            }
        }

        func withFreshURLs(_ gifs: [GIFResult]) -> Observable<[GIFResult]> {
            freshened.withLock { $0.append(gifs.map(\.id)) }
            return Observable.just(gifs.map { PickerModelTests.served($0.id) })
                .delay(.milliseconds(10), scheduler: scheduler)
        }

        func register(_ action: GIFAction, of gifs: [GIFResult], query: String?) {
            registered.withLock { $0 += gifs.map { "\(action) \($0.id) \(query ?? "-")" } }
        }

        /// Each preview asked for, when (`start 1@300`), and each given up before it was in
        /// (`cancel 1@305`).
        let decodes = LockedState<[String]>([])

        func decodedGIF(_ gif: GIFResult) -> Observable<DecodedGIF> {
            let frame = Frame(pixels: [UInt8](repeating: 0, count: 32), width: 4, height: 2, delay: 10, index: 0)
            return Observable.deferred {
                self.decodes.withLock { $0.append("start \(gif.id)@\(self.scheduler.clock)") }
                let done = LockedState(false)
                return Observable.just(DecodedGIF(id: gif.id, frames: [frame], loopCount: 0))
                    .delay(.milliseconds(10), scheduler: self.scheduler)
                    .do(
                        onCompleted: { done.withLock { $0 = true } },
                        onDispose: {
                            if !done.withLock({ $0 }) {
                                self.decodes.withLock { $0.append("cancel \(gif.id)@\(self.scheduler.clock)") }
                            }
                        })
            }
        }

        /// Whether each batch of downloads was to replace other files.
        let replacingAsked = LockedState<[Bool]>([])
        func downloads(
            _ references: [GIFReference], rendition: RenditionChoice, into directory: String, parallel: Int,
            replacing: Bool
        )
            -> Observable<DownloadEvent>
        {
            downloaded.withLock { $0.append(references) }
            replacingAsked.withLock { $0.append(replacing) }
            let events = references.enumerated().map { item, reference in
                DownloadEvent(item: item, name: reference.displayName, outcome: .saved(path: directory + "/x.gif"))
            }
            return Observable.from(events).delay(.milliseconds(10), scheduler: scheduler)
        }

        /// Copies: the ids asked for and the query they were found with ("cat0 cat1 @cat"), and a
        /// file each in the folder, the first arriving last.
        let copiedIDs = LockedState<[String]>([])
        func copies(
            of gifs: [GIFResult], rendition: RenditionChoice, into folder: CopiedFolder, parallel: Int,
            registering action: GIFAction?, query: String?
        ) -> Observable<DownloadEvent> {
            copiedIDs.withLock {
                $0.append("\(action?.rawValue ?? "-") " + gifs.map(\.id).joined(separator: " ") + " @\(query ?? "-")")
            }
            let events = gifs.enumerated().reversed().map { item, gif in
                DownloadEvent(item: item, name: gif.id, outcome: .saved(path: "\(folder.path)/giphy-\(gif.id).gif"))
            }
            return Observable.from(events).delay(.milliseconds(10), scheduler: scheduler)
        }

        func retryingWithNewKey<Element>(
            _ source: Observable<Element>, askKey: @escaping @Sendable (SearchFailure) -> Observable<String?>
        ) -> Observable<Element> {
            source.retry(when: { errors in
                errors.concatMap { error -> Observable<Void> in
                    askKey(SearchFailure(error)).take(1).map { key in
                        guard let key else { throw error }
                        self.keys.withLock { $0.append(key) }
                    }
                }
            })
        }
    }

    /// A GIF as the fake source serves it: a page and a URL named after its id.
    static func served(_ id: String) -> GIFResult {
        gif(id, page: "https://giphy.test/\(id)", url: "https://media.test/\(id).gif")
    }

    /// Runs a model over `inputs` (at their ticks), the source's library `library` of which
    /// `starred` are starred, and returns its states with the source.
    private func run(
        _ inputs: [Recorded<Event<PickerInput>>], query: String = "", multi: Bool = false,
        failsForKey: Bool = false, library: [GIFResult] = [], starred: Set<String> = [], inLibrary: Bool = false,
        copy: CopyForm = .url, replacesFiles: Bool = false
    ) -> (states: [Recorded<Event<PickerViewState<String>>>], source: FakeSource, effects: [PickerEffect]) {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let source = FakeSource(scheduler: scheduler, failsForKey: failsForKey)
        source.library.withLock { $0 = library }
        source.starredIDs.withLock { $0 = starred }
        let model = PickerModel<String>(
            source: source,
            configuration: .init(
                query: query, multi: multi, directory: "out", replacesFiles: replacesFiles, copy: copy,
                copiedFolder: CopiedFolder(path: "copied"), library: inLibrary),
            scheduler: scheduler, renderScheduler: scheduler,
            render: { gif, columns, rows in "\(gif.id) in \(columns)x\(rows)" },
            clipboard: { [source] put in
                source.clipboardPuts.withLock { $0.append(put) }
                return .just(.copied(by: "test"))
            })
        let recorded = scheduler.createObserver(PickerEffect.self)
        _ = model.effects.subscribe(recorded)
        let input = scheduler.createHotObservable(inputs)
        let observer = scheduler.start(disposed: 5000) { model.states(input.asObservable()) }
        return (observer.events, source, recorded.events.compactMap(\.value.element))
    }

    private func last(_ states: [Recorded<Event<PickerViewState<String>>>]) throws -> PickerViewState<String> {
        try #require(states.compactMap(\.value.element).last)
    }

    @Test func altEnterChoosesToPaste() throws {
        let (states, _, _) = run([.next(300, .insert("dog")), .next(900, .chooseAndPaste)])
        #expect(try last(states).outcome == .chosen([Self.served("dog0")], paste: true))
    }

    @Test func typingSearchesOnceItPausesAndEnterChooses() throws {
        let (states, source, _) = run([
            .next(300, .insert("d")), .next(350, .insert("o")), .next(400, .insert("g")),
            .next(900, .move(1)), .next(950, .choose),
        ])
        // A selection within ten rows of the end asks for the next page: with this source's
        // pages of two, as soon as each first page is in.
        #expect(source.requests.withLock { $0 } == ["@0", "@2", "dog@0", "dog@2"])
        let final = try last(states)
        #expect(final.outcome == .chosen([Self.served("dog1")], paste: false))
        #expect(final.editor.text == "dog")
        #expect(states.last?.value.isCompleted == true)
        #expect(states.last?.time == 951, "one tick after Enter, on the model's scheduler")
        let searching = try #require(states.first { $0.value.element?.list.query == "dog" })
        #expect(searching.time == 652, "250 ticks after the last key, and a tick for each hop onto the scheduler")
    }

    @Test func theLastRowLoadsTheNextPageOnce() throws {
        let (states, source, _) = run([.next(300, .move(1)), .next(301, .move(1)), .next(400, .moveToBottom)])
        #expect(source.requests.withLock { $0 } == ["@0", "@2"])
        #expect(try last(states).list.results.map(\.id) == ["0", "1", "2", "3"])
        #expect(try last(states).list.hasMore == false)
    }

    @Test func theSelectionIsRenderedForThePreviewAreaAndAgainAtANewSize() throws {
        let (states, _, _) = run(
            [
                .next(201, .resize(listRows: 10, previewColumns: 40, previewRows: 20)), .next(300, .move(1)),
                .next(400, .resize(listRows: 5, previewColumns: 20, previewRows: 8)),
            ],
            query: "cat")
        let pictures = states.compactMap { recorded in
            recorded.value.element?.preview.map { (recorded.time, $0.picture) }
        }
        #expect(pictures.first.map { $0.1 } == "cat0 in 40x20")
        #expect(pictures.contains { $0.1 == "cat1 in 40x20" })
        #expect(pictures.last.map { $0.1 } == "cat1 in 20x8")
        let serials = Set(states.compactMap { $0.value.element?.preview?.serial })
        #expect(serials.count == 3, "each new rendering has a serial of its own")
    }

    @Test func aRejectedKeyIsAskedForNeverShownAndTriedAgain() throws {
        let (states, source, _) = run(
            [.next(300, .insert("se")), .next(301, .insert("cret")), .next(302, .deleteBackward), .next(400, .choose)],
            query: "cat", failsForKey: true)
        let asking = states.compactMap { $0.value.element?.status }.filter {
            if case .askingForKey = $0 { true } else { false }
        }
        #expect(
            asking.last
                == .askingForKey(
                    SearchFailure(kind: .key, provider: .giphy, message: "rejected"), provider: .giphy, typed: 5))
        #expect(source.keys.withLock { $0 } == ["secre"])
        let final = try last(states)
        #expect(final.list.results.map(\.id) == ["cat0", "cat1"])
        #expect(final.workingKey?.key == "secre" && final.outcome == nil)
        #expect(final.editor.text == "cat", "what was typed went to the key, not the query")
    }

    @Test func givingUpOnTheKeyEndsThePicker() throws {
        let (states, _, _) = run([.next(300, .cancel)], query: "cat", failsForKey: true)
        #expect(
            try last(states).outcome == .noKey(SearchFailure(kind: .key, provider: .giphy, message: "rejected")),
            "the failure asked about, to be told as it is")
    }

    @Test func ctrlCWhileAskedForAKeyQuits() throws {
        let (states, _, _) = run([.next(300, .interrupt)], query: "cat", failsForKey: true)
        #expect(try last(states).outcome == .cancelled)
    }

    @Test func ctrlDReplacesOtherFilesOnlyWhenForced() throws {
        let (_, source, _) = run([.next(300, .download)], query: "cat", replacesFiles: true)
        #expect(source.replacingAsked.withLock { $0 } == [true])
    }

    @Test func downloadsCopiesAndOpensTheChoice() throws {
        let (states, source, effects) = run(
            [
                .next(300, .toggleMark(backward: false)), .next(301, .toggleMark(backward: false)),
                .next(302, .download),
                .next(303, .copy), .next(304, .open),
            ],
            query: "cat", multi: true)
        #expect(source.downloaded.withLock { $0 } == [[.id("cat0"), .id("cat1")]])
        #expect(source.replacingAsked.withLock { $0 } == [false])
        guard case .downloads(let tally) = try last(states).status else {
            Issue.record("the status does not show the downloads")
            return
        }
        #expect((tally.done, tally.total) == (2, 2))
        #expect(
            source.clipboardPuts.withLock { $0 } == [
                .text(
                    [
                        CopyTarget(url: "https://media.test/cat0.gif", gif: Self.served("cat0")),
                        CopyTarget(url: "https://media.test/cat1.gif", gif: Self.served("cat1")),
                    ], form: .url)
            ])
        #expect(effects == [.open("https://giphy.test/cat1")])
    }

    /// Copying as files writes the choice to the copied folder first, then copies the files in
    /// the choice's order (not the order they were written in).
    @Test func copyingAsFilesCopiesWhatWasWrittenInTheChoicesOrder() throws {
        let (states, source, effects) = run(
            [.next(300, .toggleMark(backward: false)), .next(301, .toggleMark(backward: false)), .next(302, .copy)],
            query: "cat", multi: true, copy: .file)
        #expect(
            source.copiedIDs.withLock { $0 } == ["copied cat0 cat1 @cat"], "registered with the query that found them")
        let put = ClipboardPut.files(["copied/giphy-cat0.gif", "copied/giphy-cat1.gif"])
        #expect(source.clipboardPuts.withLock { $0 } == [put])
        #expect(effects.isEmpty)
        let statuses = states.compactMap(\.value.element?.status)
        let written = statuses.compactMap { status -> DownloadTally? in
            if case .downloads(let tally) = status { tally } else { nil }
        }
        #expect(written.first.map { ($0.done, $0.total) } ?? (-1, -1) == (0, 2), "shown at once")
        #expect(written.last.map { ($0.done, $0.total) } ?? (0, 0) == (2, 2), "the copies being written are shown")
        #expect(statuses.last == .copied(put, .copied(by: "test")), "then what came of the copy")
    }

    /// What a copy came to stays on the status line when the results of a search typed after it
    /// arrive; a status about searching does not outlive them.
    @Test func aCopysOutcomeStaysWhenTheNextSearchsResultsArrive() throws {
        let (states, _, _) = run([.next(300, .copy), .next(400, .insert("s"))], query: "cat")
        let put = ClipboardPut.text(
            [CopyTarget(url: "https://media.test/cat0.gif", gif: Self.served("cat0"))], form: .url)
        let final = try last(states)
        #expect(final.list.query == "cats" && final.list.results.map(\.id) == ["cats0", "cats1"], "cats' page came")
        #expect(final.status == .copied(put, .copied(by: "test")))
    }

    @Test func copyingAsMarkdownCarriesTheGIFs() throws {
        let (states, source, _) = run([.next(300, .copy)], query: "cat", copy: .md)
        let put = ClipboardPut.text(
            [CopyTarget(url: "https://media.test/cat0.gif", gif: Self.served("cat0"))], form: .md)
        #expect(source.clipboardPuts.withLock { $0 } == [put])
        #expect(
            states.compactMap(\.value.element?.status).contains(.copied(put, .copied(by: "test"))),
            "the status line says what came of the copy")
    }

    @Test func aPreviewShownIsAViewOncePerShowingAndOpeningCopyingAndChoosingAreClicksAndSends() throws {
        let (_, source, _) = run(
            [
                .next(201, .resize(listRows: 10, previewColumns: 40, previewRows: 20)),
                .next(300, .resize(listRows: 5, previewColumns: 20, previewRows: 8)), .next(400, .move(1)),
                .next(500, .move(-1)), .next(600, .open), .next(601, .copy), .next(602, .choose),
            ],
            query: "cat")
        #expect(
            source.registered.withLock { $0 } == [
                "viewed cat0 cat", "viewed cat1 cat", "viewed cat0 cat", "opened cat0 cat", "copied cat0 cat",
                "picked cat0 cat",
            ],
            "a new size of the same preview is no new view; coming back to a GIF is")
    }

    @Test func movingOnBeforeThePreviewIsShownIsNoView() throws {
        let (_, source, _) = run(
            [
                .next(201, .resize(listRows: 10, previewColumns: 40, previewRows: 20)), .next(300, .move(1)),
                .next(301, .move(-1)), .next(302, .move(1)), .next(400, .cancel),
            ],
            query: "cat")
        #expect(source.registered.withLock { $0 } == ["viewed cat0 cat", "viewed cat1 cat"])
    }

    @Test func tabTakesTheFirstSuggestionThatIsNotTheQuery() throws {
        let (states, source, _) = run([.next(300, .takeSuggestion)], query: "cat")
        #expect(try last(states).editor.text == "cats and dogs")
        #expect(source.requests.withLock { $0 }.last == "cats and dogs@0")
    }

    @Test func aBlankQueryShowsRecentGIFsAtOnceAboveTrendingAndCtrlSStarsAndUnstars() throws {
        let recent = [
            gif("r1", title: "Old Party", kept: LibraryFacts()), gif("0", title: "Also trending", kept: LibraryFacts()),
        ]
        let (states, source, _) = run(
            [.next(300, .move(2)), .next(301, .star), .next(400, .moveToTop), .next(401, .star)], library: recent,
            starred: ["r1"])
        let first = try #require(states.first?.value.element)
        #expect(first.list.results.map(\.id) == ["r1", "0"] && first.list.recentCount == 2, "before any request")
        #expect(first.list.starred == ["r1"])
        let trending = try #require(states.compactMap(\.value.element).first { $0.list.results.count > 2 })
        #expect(trending.list.results.map(\.id) == ["r1", "0", "1"], "trending below, without what Recent shows")
        let starred = try #require(states.last { $0.time == 302 }?.value.element)
        #expect(starred.list.selectedGIF?.id == "1" && starred.list.isStarred(starred.list.results[2]))
        #expect(starred.status == .note("★ starred"))
        let final = try last(states)
        #expect(!final.list.isStarred(final.list.results[0]) && final.status == .note("unstarred"))
        #expect(source.starredIDs.withLock { $0 } == ["1"])
        #expect(source.requests.withLock { $0 } == ["@0", "@2"], "trending and its next page, no more")
    }

    @Test func aRecentGIFSelectedBeforeTrendingComesStaysSelectedAndStarred() throws {
        let recent = [gif("r1", title: "One", kept: LibraryFacts()), gif("r2", title: "Two", kept: LibraryFacts())]
        let (states, _, _) = run([.next(202, .move(1))], library: recent, starred: ["r2"])
        let moved = try #require(states.last { $0.time == 203 }?.value.element)
        #expect(moved.list.results.count == 2 && moved.list.selectedGIF?.id == "r2", "before trending came")
        let final = try last(states)
        #expect(final.list.results.map(\.id) == ["r1", "r2", "0", "1"])
        #expect(final.list.selectedGIF?.id == "r2" && final.list.starred == ["r2"])
    }

    /// With history: the cursor on a recent GIF, then a query whose results hold it too. Enter
    /// chooses the query's first result, the one the person sees at the top.
    @Test func aQueryTypedWithTheCursorOnARecentGIFSelectsItsFirstResult() throws {
        let recent = [gif("r1", title: "One", kept: LibraryFacts()), gif("dog1", title: "A dog", kept: LibraryFacts())]
        let (states, _, _) = run(
            [.next(300, .move(1)), .next(301, .insert("dog")), .next(900, .choose)], library: recent)
        let moved = try #require(states.last { $0.time == 301 }?.value.element)
        #expect(moved.list.selectedGIF?.id == "dog1" && moved.list.isRecent(1))
        let final = try last(states)
        #expect(final.list.results.map(\.id) == ["dog0", "dog1"] && final.list.recentCount == 0)
        #expect(
            final.outcome == .chosen([Self.served("dog0")], paste: false),
            "Enter chose the GIF the cursor sat on before typing")
    }

    @Test func thePreviewUnderTheCursorComesFirstThenTheNextRowsAndMovingCancelsThem() throws {
        let (_, source, _) = run([
            .next(300, .move(1)), .next(350, .move(1)), .next(355, .move(1)), .next(500, .cancel),
        ])
        // Row 0's preview first, and once it is in, row 1's ahead (the rows listed then). At 300
        // the cursor moves to row 1, asked again (this source keeps nothing), and the next page
        // is asked for; at 350 to row 2; at 355 to row 3, which cancels row 2's.
        #expect(
            source.decodes.withLock { $0 } == [
                "start 0@211", "start 1@221", "start 1@301", "start 2@351", "cancel 2@356", "start 3@356",
            ])
    }

    @Test func theLibraryIsFilteredAtEveryKeystrokeWithoutARequestAndGetsURLsWhenChosen() throws {
        let library = [
            gif("p1", title: "Party Cat", kept: LibraryFacts()), gif("d1", title: "Good Dog", kept: LibraryFacts()),
            gif("p2", title: "Party Hat", kept: LibraryFacts()),
        ]
        let (states, source, _) = run(
            [
                .next(300, .insert("p")), .next(301, .insert("a")), .next(302, .insert("r")), .next(303, .move(1)),
                .next(600, .choose),
            ],
            library: library, starred: ["p2"], inLibrary: true)
        #expect(try #require(states.first?.value.element).list.results.count == 3)
        let afterP = try #require(states.last { $0.time == 301 }?.value.element)
        #expect(afterP.list.results.map(\.id) == ["p1", "p2"], "filtered one tick after the key")
        #expect(afterP.list.starred == ["p2"])
        #expect(source.requests.withLock { $0 }.isEmpty && source.autocompleted.withLock { $0 }.isEmpty)
        let final = try last(states)
        #expect(final.outcome == .chosen([Self.served("p2")], paste: false), "chosen with the URLs its provider serves")
        // Each GIF's URLs are asked for once, for its preview: as it is selected (p1) or as the
        // previews of the rows after the selected one are fetched ahead (d1, p2).
        #expect(source.freshened.withLock { $0 } == [["p1"], ["d1"], ["p2"]])
    }
}

/// The picker's key prompt and resizes, where other events arrive in between.
@Suite struct PickerModelPromptTests {
    @Test func aRetryNoticeDuringTheKeyPromptLeavesThePromptAndEscStillGivesUp() throws {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let failure = SearchFailure(kind: .unavailable, message: "down", brief: "server error 503")
        let retries = scheduler.createHotObservable([.next(300, (failure, 2.0))])
        let states = PickerModelPromptTests.run(
            scheduler: scheduler, inputs: [.next(250, .insert("ab")), .next(400, .cancel)],
            retries: retries.asObservable())
        let atRetry = try #require(states.last { $0.time <= 301 }?.value.element)
        #expect(atRetry.isAskingForKey)
        if case .askingForKey(_, _, let typed) = atRetry.status {
            #expect(typed == 2)
        } else {
            Issue.record("the retry replaced the key prompt: \(atRetry.status)")
        }
        #expect(
            states.compactMap(\.value.element).last?.outcome
                == .noKey(SearchFailure(kind: .key, provider: .giphy, message: "rejected")))
    }

    @Test func aResizeDuringThePromptIsTakenAndOneThatKeepsThePreviewSizeShowsThePictureAgain() throws {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let states = PickerModelPromptTests.run(
            scheduler: scheduler,
            inputs: [
                .next(201, .resize(listRows: 10, previewColumns: 40, previewRows: 20)),
                .next(300, .resize(listRows: 12, previewColumns: 40, previewRows: 20)),
            ],
            failsForKey: false)
        let final = try #require(states.compactMap(\.value.element).last)
        #expect(final.listRows == 12)
        let serials = states.compactMap { $0.value.element?.preview?.serial }
        #expect(Set(serials).count == 2, "the same picture again, with a serial of its own")
        #expect(final.preview?.picture == "x0 in 40x20")
        let prompted = PickerModelPromptTests.run(
            scheduler: TestScheduler(initialClock: 0, resolution: 0.001),
            inputs: [.next(300, .resize(listRows: 7, previewColumns: 0, previewRows: 0))])
        let last = try #require(prompted.compactMap(\.value.element).last)
        #expect(last.isAskingForKey && last.listRows == 7)
    }

    /// A source of one page of one GIF "x0" that, with `failsForKey`, fails for its key until
    /// one is typed.
    private final class Source: PickerSource, @unchecked Sendable {
        let scheduler: TestScheduler
        var worksOffline: Bool { false }
        let failsForKey: Bool
        init(scheduler: TestScheduler, failsForKey: Bool) {
            self.scheduler = scheduler
            self.failsForKey = failsForKey
        }
        var primaryProvider: ProviderName { .giphy }
        func page(of query: String, kind: MediaKind, page: String?, rating: Rating?) -> Observable<ResultPage> {
            guard !failsForKey else {
                return Observable.error(SearchFailure(kind: .key, provider: .giphy, message: "rejected"))
            }
            return Observable.just(ResultPage(gifs: [PickerModelTests.served("x0")]))
        }
        func autocomplete(_ prefix: String) -> Observable<[String]> { .just([]) }
        func libraryGIFs(matching query: String, limit: Int) -> [GIFResult] { [] }
        func starred(among ids: [String]) -> Set<String> { [] }
        func toggleStar(_ gif: GIFResult, query: String?) throws(SearchFailure) -> Bool { true }
        func withFreshURLs(_ gifs: [GIFResult]) -> Observable<[GIFResult]> { .just(gifs) }
        func register(_ action: GIFAction, of gifs: [GIFResult], query: String?) {}
        func decodedGIF(_ gif: GIFResult) -> Observable<DecodedGIF> {
            let frame = Frame(pixels: [UInt8](repeating: 0, count: 32), width: 4, height: 2, delay: 10, index: 0)
            return .just(DecodedGIF(id: gif.id, frames: [frame], loopCount: 0))
        }
        func downloads(
            _ references: [GIFReference], rendition: RenditionChoice, into directory: String, parallel: Int,
            replacing: Bool
        )
            -> Observable<DownloadEvent>
        { .empty() }
        func copies(
            of gifs: [GIFResult], rendition: RenditionChoice, into folder: CopiedFolder, parallel: Int,
            registering action: GIFAction?, query: String?
        ) -> Observable<DownloadEvent> { .empty() }
        func retryingWithNewKey<Element>(
            _ source: Observable<Element>, askKey: @escaping @Sendable (SearchFailure) -> Observable<String?>
        ) -> Observable<Element> {
            source.retry(when: { errors in
                errors.concatMap { error in askKey(SearchFailure(error)).take(1).map { _ in () } }
            })
        }
    }

    private static func run(
        scheduler: TestScheduler, inputs: [Recorded<Event<PickerInput>>], failsForKey: Bool = true,
        retries: Observable<(SearchFailure, Double)> = .never()
    ) -> [Recorded<Event<PickerViewState<String>>>] {
        let model = PickerModel<String>(
            source: Source(scheduler: scheduler, failsForKey: failsForKey), configuration: .init(query: "x"),
            scheduler: scheduler, renderScheduler: scheduler,
            render: { gif, columns, rows in "\(gif.id) in \(columns)x\(rows)" }, clipboard: { _ in .never() },
            retries: retries)
        let input = scheduler.createHotObservable(inputs)
        return scheduler.start(disposed: 5000) { model.states(input.asObservable()) }.events
    }
}
