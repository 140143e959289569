import ArgumentParser
import GIF
import GifSearchKit
import Preview
import Testing

@testable import gifsearch

/// `ErrorReport` is the one mapping from a failure to its line and exit status (docs/OUTPUT.md).
@Suite struct ErrorReportTests {
    @Test(
        arguments: [
            (SearchFailure(kind: .invalidArgument, message: "--limit is beyond Giphy's 50"), 2 as Int32),
            (SearchFailure(kind: .key, message: "the API key was rejected"), 3),
            (SearchFailure(kind: .notFound, message: "no GIFs found for 'x'"), 1),
            (SearchFailure(kind: .badData, message: "the response is not JSON"), 5),
            (SearchFailure(kind: .refused, message: "the server refused the request (400)"), 4),
            (SearchFailure(kind: .unavailable, message: "timed out"), 4),
            (SearchFailure(kind: .cannotWrite, message: "cannot write out/x.gif: no space left"), 4),
        ] as [(SearchFailure, Int32)])
    func everyKindOfServiceFailureHasItsStatusAndItsMessage(failure: SearchFailure, status: Int32) {
        #expect(ErrorReport.status(for: failure).rawValue == status)
        #expect(ErrorReport.describe(failure) == failure.message)
    }

    @Test func bytesThatCannotBeDecodedOrDrawnAreBadData() {
        let failures: [any Error] = [GIFError.notAGIF("no signature"), PreviewError.cannotEncodePNG("too wide")]
        #expect(failures.map { ErrorReport.status(for: $0).rawValue } == [5, 5])
        #expect(failures.map(ErrorReport.describe) == ["not a GIF: no signature", "cannot write the PNG: too wide"])
    }

    @Test func aReportedFailureKeepsItsStatus() {
        #expect(ErrorReport.status(for: ReportedFailure(status: ExitStatus.interrupted.code)).rawValue == 130)
        #expect(ErrorReport.status(for: ReportedFailure(.key)).rawValue == 3)
    }

    @Test func aLineIsMadeSafeForTheTerminal() {
        let failure = SearchFailure(kind: .badData, message: "title \u{1B}[2Jcleared\u{7}")
        #expect(ErrorReport.describe(failure) == "title cleared")
        #expect(OutputChannel.diagnostic("nothing found") == "gifsearch: nothing found\n")
    }

    @Test(
        arguments: [
            ([], nil), ([1], 1), ([4, 1], 4), ([1, 5, 4], 5), ([4, 2], 2), ([5, 3, 1], 3), ([1, 1], 1), ([130], 130),
        ] as [([Int32], Int32?)])
    func aBatchExitsWithItsMostSevereFailure(statuses: [Int32], status: Int32?) {
        #expect(ErrorReport.batchStatus(statuses.map { ExitCode($0) }).map(\.rawValue) == status)
    }
}
