import GIF
import Testing

@testable import GifSearchKit

@Suite struct PreviewFramesTests {
    private static func frame(_ index: Int, side: Int) -> Frame {
        Frame(
            pixels: [UInt8](repeating: 200, count: side * side * 4), width: side, height: side, delay: 5, index: index)
    }

    @Test func framesPastTheBudgetScaleEveryFrameDownInsteadOfDroppingAny() {
        // Room for four 100×100 frames (40,000 bytes each); twenty come.
        var kept = PreviewFrames(box: (100, 100), budget: 160_000)
        for index in 0..<4 { kept.append(Self.frame(index, side: 100)) }
        #expect(kept.frames.map(\.width) == [100, 100, 100, 100], "within the budget nothing changes")
        for index in 4..<20 { kept.append(Self.frame(index, side: 100)) }
        #expect(kept.frames.map(\.index) == Array(0..<20), "every frame kept, in order")
        #expect(Set(kept.frames.map(\.width)) == [25], "all scaled alike: 20 × 50² × 4 is over, 20 × 25² × 4 not")
        #expect(kept.frames.reduce(0) { $0 + $1.pixels.count } <= 160_000)
        #expect(kept.frames[19].pixels[0] == 200, "scaled by averaging, not blanked")
    }
}
