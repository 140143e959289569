import Foundation
import RxCore
import RxTest
import Testing

@testable import Terminal

/// A reader that was disposed while it waited for input must leave the next bytes to the
/// reader that follows it on the same descriptor: the key prompt reads the terminal anew for
/// each question, and a key typed just after a question must not vanish into the old reader.
@Suite struct DescriptorReaderTests {
    @Test func aDisposedReaderLeavesTheNextBytesToTheNewOne() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        for round in 0..<20 {
            let old = DescriptorReader.chunks(of: ends[0], label: "test.old").subscribe(onNext: { _ in })
            // Long enough for the old reader to be waiting in poll(2), well within its 50 ms.
            Thread.sleep(forTimeInterval: 0.005)
            old.dispose()
            let next = DescriptorReader.chunks(of: ends[0], label: "test.next").take(1).toBlocking(timeout: 1)
            let text = Array("key \(round)".utf8)
            #expect(write(ends[1], text, text.count) == text.count)
            #expect(try next.first() == text, "round \(round)")
        }
    }
}
