import FixtureSupport
import GifSearchKit
import RxCore
import RxTest
import Testing

/// The one copy path (`copying`): each GIF's events, then one clipboard step with what they
/// gathered, against the fixture server over loopback and a clipboard step that records what
/// it is given.
@Suite struct CopyingTests {
    private let server: FixtureServer
    private let folder = TemporaryFolder("copying")
    private let recorder = RecordingClipboard()

    init() throws {
        server = try FixtureServer()
    }

    private var service: GifSearchService { fixtureService(at: server.baseURL) }
    private var copied: CopiedFolder { CopiedFolder(path: folder.path + "/copied") }

    /// A clipboard step that records each put and answers `outcome`.
    private func clipboard(answering outcome: ClipboardOutcome = .copied(by: "test")) -> ClipboardStep {
        { [recorder] put in
            recorder.puts.withLock { $0.append(put) }
            return .just(outcome)
        }
    }

    /// What a clipboard step was given, in order.
    private var puts: [ClipboardPut] { recorder.puts.withLock { $0 } }

    private func cats(_ count: Int) throws -> [GIFResult] {
        try service.search("cats", limit: count).toBlocking(timeout: 10).single().gifs
    }

    /// Files are written, a failed GIF is told and left out, and the files written go to the
    /// clipboard once, at the end, in the order asked for.
    @Test func filesAreWrittenThenPutOnTheClipboardOnceInTheOrderAskedFor() throws {
        let ids = try cats(2).map(\.id)
        let events = try service.copying(
            [.id(ids[0]), .id("nosuchgif"), .id(ids[1])], as: .file, rendition: .original, into: copied,
            clipboard: clipboard()
        ).toBlocking(timeout: 20).toArray()
        let paths = ids.map { copied.path + "/giphy-\($0).gif" }
        #expect(puts == [.files(paths)])
        #expect(events.last == .put(.files(paths), .copied(by: "test")))
        let failed = events.filter { if case .file(let e) = $0, case .failed = e.outcome { true } else { false } }
        #expect(failed.count == 1)
        #expect(!events.contains(.nothingToCopy))
    }

    /// A URL holding a control or invisible character is never copied: with nothing else to
    /// copy and nothing failed, the copy says there is nothing to copy and the clipboard is not
    /// asked.
    @Test func aURLHoldingAControlCharacterIsLeftOut() throws {
        let hostile = [
            "https://media.test/a\u{1B}[2Jb.gif", "https://media.test/a\u{202E}fig.gif",
            "https://media.test/a\u{2028}b.gif",
        ]
        let events = try service.copying(
            hostile.map(GIFReference.url), as: .url, rendition: .original, into: copied, clipboard: clipboard()
        ).toBlocking(timeout: 10).toArray()
        #expect(events.last == .nothingToCopy)
        #expect(puts.isEmpty)
        let mixed = [gif("bad", url: hostile[0]), gif("good", url: "https://media.test/good.gif")]
        let text = try service.copying(
            mixed, as: .md, rendition: .original, into: copied, registering: nil, query: nil, clipboard: clipboard()
        ).toBlocking(timeout: 10).toArray()
        #expect(
            text.last
                == .put(
                    .text([CopyTarget(url: "https://media.test/good.gif", gif: mixed[1])], form: .md),
                    .copied(by: "test")))
    }

    /// A GIF left out for its URL is still said, beside a GIF that failed: "nothing to copy".
    @Test func aHostileURLBesideAFailureIsStillNothingToCopy() throws {
        let events = try service.copying(
            [.id("nosuchgif"), .url("https://media.test/a\u{1B}[2Jb.gif")], as: .url, rendition: .original,
            into: copied, clipboard: clipboard()
        ).toBlocking(timeout: 10).toArray()
        #expect(events.count == 3)
        #expect(events.last == .nothingToCopy)
    }

    /// A clipboard step that ends without saying anything is a copy not made, never a silent
    /// success.
    @Test func aClipboardStepThatSaysNothingIsNotACopy() throws {
        let gifs = try cats(1)
        let events = try service.copying(
            gifs, as: .url, rendition: .original, into: copied, registering: nil, query: nil,
            clipboard: { _ in .empty() }
        ).toBlocking(timeout: 10).toArray()
        guard case .put(_, let outcome) = events.last else {
            Issue.record("no put: \(events)")
            return
        }
        #expect(outcome == .notCopied("the clipboard step said nothing"))
    }

    /// GIFs that all failed to be looked up are told each, with no "nothing to copy" besides
    /// and no clipboard asked.
    @Test func lookupsThatAllFailPutNothing() throws {
        let events = try service.copying(
            [.id("nosuchgif"), .file("/nonexistent.gif")], as: .url, rendition: .original, into: copied,
            clipboard: clipboard()
        ).toBlocking(timeout: 10).toArray()
        #expect(events.count == 2)
        #expect(events.allSatisfy { if case .lookupFailed = $0 { true } else { false } })
        #expect(puts.isEmpty)
    }

    /// A clipboard that refuses ends the copy with what it said, as an event, not an error.
    @Test func aRefusingClipboardIsTheCopysLastEvent() throws {
        let gifs = try cats(1)
        let events = try service.copying(
            gifs, as: .url, rendition: .original, into: copied, registering: nil, query: nil,
            clipboard: clipboard(answering: .notCopied("no clipboard: test"))
        ).toBlocking(timeout: 10).toArray()
        let target = try #require(CopyTarget.of(gifs, rendition: .original).first)
        #expect(events == [.lookedUp(target), .put(.text([target], form: .url), .notCopied("no clipboard: test"))])
    }
}

/// Where a test's clipboard step records what it was given.
private final class RecordingClipboard: Sendable {
    let puts = LockedState<[ClipboardPut]>([])
}
