import GIF
import Testing

@Suite struct LoopCountTests {
    private func sample(loop: Int?) throws -> [UInt8] {
        try gif(
            width: 4, height: 3, loop: loop, comments: ["kept"],
            [solid(1, width: 4, height: 3, delay: 5), solid(2, x: 1, y: 1, width: 2, height: 2, delay: 7)])
    }

    @Test(arguments: [(Int?.none, Int?.some(2)), (.some(0), .none), (.some(0), .some(5)), (.none, .some(0))])
    func theLoopCountChangesAndNothingElse(from original: Int?, to wanted: Int?) throws {
        let bytes = try sample(loop: original)
        let rewritten = try GIFLoopCount.rewrite(bytes, loopCount: wanted)
        let info = try GIFFile.structure(of: rewritten).info
        #expect(info.loopCount == wanted)
        #expect(info.comments == ["kept"])
        #expect(info.frames.map(\.delay) == [5, 7])
        #expect(try frames(rewritten) == frames(bytes))
        // Rewriting back gives the original bytes when the block stood where it is written.
        if original != nil { #expect(try GIFLoopCount.rewrite(rewritten, loopCount: original) == bytes) }
    }

    @Test func brokenFilesAreErrorsNeverCrashes() throws {
        let bytes = try sample(loop: 0)
        #expect(throws: GIFError.self) { try GIFLoopCount.rewrite(Array("nope".utf8), loopCount: 1) }
        for length in 0..<bytes.count {
            _ = try? GIFLoopCount.rewrite(Array(bytes.prefix(length)), loopCount: 3)
        }
        #expect(throws: GIFError.self) { try GIFLoopCount.rewrite(Array(bytes.dropLast()), loopCount: 3) }
    }
}
