import GIF
import Preview
import Testing

/// The frames `gifsearch frames` writes and the sheet `gifsearch sheet` makes, chosen in Preview.
@Suite struct FrameExportTests {
    /// Three 4×2 frames filled with palette entries 0, 1 and 2, shown 20, 30 and 50 cs, with
    /// `loopCount` (`nil`: played once).
    private func gif(loopCount: Int? = nil) throws -> [UInt8] {
        let palette = [RGB(0, 0, 0), RGB(255, 0, 0), RGB(0, 0, 255)]
        let images = [20, 30, 50].enumerated().map { index, delay in
            GIFEncoder.Image(width: 4, height: 2, indices: Array(repeating: UInt8(index), count: 8), delay: delay)
        }
        return try GIFEncoder.encode(
            width: 4, height: 2, globalPalette: palette, loopCount: loopCount, images: images)
    }

    private func indices(_ choice: FrameExport.Choice, loopCount: Int? = nil) throws(FrameFailure) -> [Int] {
        var indices: [Int] = []
        // The GIF is built from constants the encoder accepts.
        try FrameExport.frames(of: try! gif(loopCount: loopCount), choosing: choice) { indices.append($0.index) }
        return indices
    }

    @Test func framesAreChosenByIndexOrByTime() throws {
        #expect(try indices(.all) == [0, 1, 2])
        #expect(try indices(.index(1)) == [1])
        // Frame 1 shows from 0.2 s to 0.5 s, frame 2 to the end of the play at 1 s.
        #expect(try indices(.time(seconds: 0.25)) == [1])
        #expect(try indices(.time(seconds: 0.99)) == [2])
    }

    /// The loop count decides past one play: looping wraps, two plays (loop count 1) hold the
    /// last frame after the second, and a GIF without a loop count holds it after the first.
    @Test func aTimePastOnePlayFollowsTheLoopCount() throws {
        #expect(try indices(.time(seconds: 1.25), loopCount: 0) == [1])
        #expect(try indices(.time(seconds: 1.25), loopCount: 1) == [1])
        #expect(try indices(.time(seconds: 2.25), loopCount: 1) == [2])
        #expect(try indices(.time(seconds: 1.25)) == [2])
    }

    @Test func aFrameOrATimeTheGIFDoesNotHaveIsMissing() {
        #expect(throws: FrameFailure.noFrame(3, frameCount: 3)) { try indices(.index(3)) }
        #expect(throws: FrameFailure.nothingAt(seconds: -1)) { try indices(.time(seconds: -1)) }
        #expect(FrameFailure.noFrame(3, frameCount: 3).isMissing && !FrameFailure.unreadable("x").isMissing)
        #expect(FrameFailure.noFrame(3, frameCount: 3).description == "there is no frame 3 (frames: 3)")
    }

    @Test func bytesThatAreNotAGIFAreUnreadable() {
        #expect(throws: FrameFailure.self) {
            try FrameExport.frames(of: Array("not a gif".utf8), choosing: .all) { _ in }
        }
        #expect(throws: FrameFailure.self) {
            try ContactSheet.png(
                of: Array("GIF89a".utf8), frames: 4, tile: 16, columns: nil, padding: 0, background: nil)
        }
    }

    @Test func aSheetIsAPNGOfTheSampledFrames() throws {
        var frameCount: Int?
        let png = try ContactSheet.png(
            of: try gif(), frames: 2, tile: 16, columns: nil, padding: 1, background: nil,
            read: { frameCount = $0.info.frameCount })
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(frameCount == 3)
        // IHDR's width and height: two of the 4×2 frames (within the 16-pixel tile, so kept at
        // their size) side by side, one pixel of padding between them.
        let size = [16, 20].map { png[$0..<$0 + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(size == [2 * 4 + 1, 2])
    }

    /// A truncated GIF asked for a frame it does not have: what reading found is told first.
    @Test func whatReadingFoundIsToldBeforeAMissingFrame() throws {
        let truncated = Array(try gif().dropLast(1))
        var truncatedSeen: Bool?
        #expect(throws: FrameFailure.noFrame(7, frameCount: 3)) {
            try FrameExport.frames(
                of: truncated, choosing: .index(7), read: { truncatedSeen = $0.info.truncated }, { _ in })
        }
        #expect(truncatedSeen == true)
    }
}
