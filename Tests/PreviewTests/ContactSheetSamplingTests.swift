import GIF
import Preview
import Testing

/// The frames a contact sheet shows: sampled over one play by time, not by index.
@Suite struct ContactSheetSamplingTests {
    /// Eight 40×20 frames, each filled with palette entry `index`; frame 0 shows for 70 cs and
    /// the others for 10 cs each, so that half the play is frame 0.
    private func gif() throws -> [UInt8] {
        let palette = (0..<8).map { RGB(UInt8($0 * 30), 0, 0) }
        let images = (0..<8).map { index in
            GIFEncoder.Image(
                width: 40, height: 20, indices: Array(repeating: UInt8(index), count: 800), delay: index == 0 ? 70 : 10)
        }
        return try GIFEncoder.encode(width: 40, height: 20, globalPalette: palette, images: images)
    }

    @Test func framesAreSampledByTimeAndScaledToTheTile() throws {
        let (frames, reading) = try ContactSheet.sample(4, of: gif(), tile: 16)
        #expect(reading.warning == nil && !reading.info.truncated)
        // One play is 140 cs; at 0, 35, 70 and 105 cs frames 0, 0, 1 and 4 are on screen.
        #expect(frames.map(\.index) == [0, 0, 1, 4])
        #expect(frames.allSatisfy { $0.width == 16 && $0.height == 8 })
    }

    @Test func noMoreFramesThanTheGIFHas() throws {
        let (frames, _) = try ContactSheet.sample(50, of: gif(), tile: 64)
        // Eight samples, at every 17.5 cs.
        #expect(frames.map(\.index) == [0, 0, 0, 0, 1, 2, 4, 6])
        #expect(frames[0].width == 40, "a smaller GIF keeps its size")
    }

    @Test func columnsMakeANearlySquareGrid() {
        #expect([1, 2, 4, 5, 9, 10, 100].map(ContactSheet.squareColumns) == [1, 2, 2, 3, 3, 4, 10])
    }
}
