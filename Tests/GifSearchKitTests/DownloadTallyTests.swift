import GifSearchKit
import Testing

@Suite struct DownloadTallyTests {
    @Test func countsBytesOnceAndEndsTransfersByItem() {
        var tally = DownloadTally(total: 3)
        tally.record(DownloadEvent(item: 0, name: "a", outcome: .progress(received: 100, total: 300)))
        tally.record(DownloadEvent(item: 1, name: "b", outcome: .progress(received: 50, total: nil)))
        tally.record(DownloadEvent(item: 0, name: "a", outcome: .progress(received: 300, total: 300)))
        #expect(tally.bytes == 350)
        #expect(tally.transfers.map(\.name) == ["a", "b"])
        tally.record(DownloadEvent(item: 0, name: "a", outcome: .saved(path: "out/a.gif")))
        let failure = SearchFailure(kind: .unavailable, message: "timed out")
        // A failure names the reference as given, not the id: the item ends the transfer.
        tally.record(DownloadEvent(item: 1, name: "https://x/b.gif", outcome: .failed(failure)))
        #expect(tally.transfers.isEmpty)
        #expect((tally.done, tally.failed, tally.finished, tally.bytes) == (1, 1, 2, 350))
        #expect(tally.last == DownloadEvent(item: 1, name: "https://x/b.gif", outcome: .failed(failure)))
        tally.record(DownloadEvent(item: 2, name: "c", outcome: .unchanged(path: "out/c.gif")))
        #expect((tally.done, tally.finished) == (2, 3))
    }
}
