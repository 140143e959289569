import GIF
import Testing

@testable import FrameText

/// Which frames are read: the first, the changes, the last.
@Suite struct FrameChoiceTests {
    private func frame(_ index: Int, grey: UInt8) -> Frame {
        let pixels = (0..<64 * 48).flatMap { _ -> [UInt8] in [grey, grey, grey, 255] }
        return Frame(pixels: pixels, width: 64, height: 48, delay: 10, index: index)
    }

    @Test func aStillGIFIsReadOnce() {
        var choice = FrameChoice()
        for index in 0..<10 { choice.consider(frame(index, grey: 100)) }
        #expect(choice.frames.map(\.index) == [0])
    }

    @Test func theFirstEachChangeAndTheLastAreRead() {
        var choice = FrameChoice(most: 4)
        let greys: [UInt8] = [100, 102, 160, 161, 30, 31, 32, 200, 201, 205]
        for (index, grey) in greys.enumerated() { choice.consider(frame(index, grey: grey)) }
        // 2 and 4 are changes; 7 would be, but only the last is read once three are chosen.
        #expect(choice.frames.map(\.index) == [0, 2, 4, 9])
    }
}
