import GifSearchKit
import RxCore
import Terminal
import Testing

@testable import gifsearch

/// The download bars on a terminal's stderr, paced by the context's clock.
@Suite struct DownloadProgressTests {
    /// A context whose stderr is a terminal that keeps each write, on a clock the test sets.
    private final class Bench: Sendable {
        let writes = LockedState<[String]>([])
        let now = LockedState(Duration.zero)

        var context: CommandContext {
            CommandContext(
                environment: [:], output: OutputChannel(isTerminal: false) { _ in },
                errors: OutputChannel(isTerminal: true) { [self] in
                    let text = String(decoding: $0, as: UTF8.self)
                    self.writes.withLock { $0.append(text) }
                },
                inputIsTerminal: false, readInputLines: { [] },
                openTTY: { () throws(TerminalError) -> TTY in throw TerminalError.noTerminal("not in this test") },
                makeService: { GifSearchService(settings: $0) }, clock: { [self] in self.now.withLock { $0 } })
        }
    }

    @Test func progressRedrawsAtMostEveryTenthOfASecondAndAnEndAtOnce() {
        let bench = Bench()
        let progress = DownloadProgress(total: 1, context: bench.context)
        func received(_ bytes: Int, at milliseconds: Int) {
            bench.now.withLock { $0 = .milliseconds(milliseconds) }
            progress.record(DownloadEvent(item: 0, name: "cat", outcome: .progress(received: bytes, total: 4096)))
        }
        received(1024, at: 1000)
        received(2048, at: 1050)
        received(3072, at: 1099)
        #expect(bench.writes.withLock { $0.count } == 1, "progress within 100 ms of the last drawing redraws nothing")
        received(4096, at: 1100)
        let drawn = bench.writes.withLock { $0 }
        #expect(drawn.count == 2)
        #expect(drawn.last?.contains("cat  4.1 kB") == true)
        bench.now.withLock { $0 = .milliseconds(1101) }
        progress.record(DownloadEvent(item: 0, name: "cat", outcome: .saved(path: "gifs/cat.gif")))
        #expect(bench.writes.withLock { $0.last }?.contains("1/1 GIFs") == true, "a saved file is drawn at once")
    }
}
