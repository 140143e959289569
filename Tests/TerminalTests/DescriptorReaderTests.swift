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
            let label = "test.old.\(round)"
            let old = DescriptorReader.chunks(of: ends[0], label: label).subscribe(onNext: { _ in })
            try #require(waitUntilAsleep(threadNamed: label), "the old reader's thread never waited")
            old.dispose()
            let next = DescriptorReader.chunks(of: ends[0], label: "test.next").take(1).toBlocking(timeout: 1)
            let text = Array("key \(round)".utf8)
            #expect(write(ends[1], text, text.count) == text.count)
            #expect(try next.first() == text, "round \(round)")
        }
    }

    /// Waits until a thread of this process named `name` sleeps (the reader's only sleep is its
    /// `poll(2)`); false when none did within 10 s.
    private func waitUntilAsleep(threadNamed name: String) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
            for task in tasks {
                let comm = try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8)
                guard comm?.trimmingCharacters(in: .newlines) == name,
                    let stat = try? String(contentsOfFile: "/proc/self/task/\(task)/stat", encoding: .utf8),
                    let state = stat.split(separator: ")").last?.split(separator: " ").first
                else { continue }
                if state == "S" { return true }
            }
            sched_yield()
        }
        return false
    }
}
