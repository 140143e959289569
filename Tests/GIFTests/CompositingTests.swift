import GIF
import Testing

@Suite struct CompositingTests {
    /// Red over the 2×1 canvas, then green at (1, 0) with `disposal`, then a transparent pixel
    /// that shows what the disposal left.
    private func disposalSequence(_ disposal: Int, transparentOverRed: Bool = false) throws -> [Frame] {
        let second =
            transparentOverRed
            ? GIFEncoder.Image(width: 2, height: 1, indices: [3, 1], disposal: disposal, transparentIndex: 3)
            : solid(1, x: 1, width: 1, height: 1, disposal: disposal)
        return try frames(
            gif(
                width: 2, height: 1,
                [
                    solid(0, width: 2, height: 1), second, solid(0, width: 1, height: 1, transparent: 0),
                ]))
    }

    @Test(arguments: [0, 1])
    func disposalsZeroAndOneKeepTheImage(disposal: Int) throws {
        let frames = try disposalSequence(disposal)
        #expect(frames[1].pixels == redPixel + greenPixel)
        #expect(frames[2].pixels == redPixel + greenPixel)
    }

    @Test func disposalTwoClearsTheRectangleToTransparent() throws {
        let frames = try disposalSequence(2)
        #expect(frames[1].pixels == redPixel + greenPixel)
        #expect(frames[2].pixels == redPixel + clearPixel)
    }

    @Test func disposalThreeRestoresThePreviousCanvas() throws {
        let frames = try disposalSequence(3)
        #expect(frames[1].pixels == redPixel + greenPixel)
        #expect(frames[2].pixels == redPixel + redPixel)
    }

    @Test func restorePreviousOnTheFirstFrameRestoresTheEmptyCanvas() throws {
        let composited = try frames(
            gif(
                width: 2, height: 1,
                [
                    solid(0, width: 2, height: 1, disposal: 3), solid(0, width: 1, height: 1, transparent: 0),
                ]))
        #expect(composited[0].pixels == redPixel + redPixel)
        #expect(composited[1].pixels == clearPixel + clearPixel)
    }

    @Test(arguments: [
        (0, redPixel + greenPixel), (1, redPixel + greenPixel), (2, clearPixel + clearPixel),
        (3, redPixel + redPixel),
    ])
    func transparencyOverEachDisposal(disposal: Int, afterDisposal: [UInt8]) throws {
        let frames = try disposalSequence(disposal, transparentOverRed: true)
        #expect(frames[1].pixels == redPixel + greenPixel)
        #expect(frames[2].pixels == afterDisposal)
    }

    @Test func interlacedRowsLandInTheirPlace() throws {
        let indices: [UInt8] = (0..<11).map { UInt8($0 % 4) }
        let image = GIFEncoder.Image(width: 1, height: 11, indices: indices, interlaced: true)
        let bytes = try gif(width: 1, height: 11, [image])
        let frame = try frames(bytes)[0]
        let expected = indices.flatMap { [redPixel, greenPixel, bluePixel, whitePixel][Int($0)] }
        #expect(frame.pixels == expected)
        #expect(try GIFFile.info(of: bytes).info.frames[0].interlaced)
    }

    @Test func localPalettesOverrideTheGlobalOne() throws {
        let local = GIFEncoder.Image(width: 2, height: 1, indices: [0, 1], localPalette: [white, blue])
        let composited = try frames(gif(width: 2, height: 1, [solid(1, width: 2, height: 1), local]))
        #expect(composited[0].pixels == greenPixel + greenPixel)
        #expect(composited[1].pixels == whitePixel + bluePixel)
    }

    @Test func imagesOutsideTheCanvasAreClipped() throws {
        let clipped = try frames(gif(width: 2, height: 2, [solid(2, x: 1, y: 1, width: 3, height: 3)]))
        #expect(clipped[0].pixel(0, 0) == clearPixel)
        #expect(clipped[0].pixel(1, 0) == clearPixel)
        #expect(clipped[0].pixel(1, 1) == bluePixel)
        let entirelyOutside = try frames(
            gif(
                width: 2, height: 2,
                [
                    solid(0, width: 2, height: 2), solid(1, x: 65_000, y: 65_000, width: 100, height: 100, delay: 7),
                ]))
        #expect(entirelyOutside.count == 2)
        #expect(entirelyOutside[1].pixels == entirelyOutside[0].pixels)
        #expect(entirelyOutside[1].delay == 7)
    }

    @Test func framesCarryTheirIndexAndDelay() throws {
        let composited = try frames(
            gif(
                width: 1, height: 1,
                [
                    solid(0, width: 1, height: 1, delay: 3),
                    solid(1, width: 1, height: 1, delay: 1),
                ]))
        #expect(composited.map(\.index) == [0, 1])
        #expect(composited.map(\.delay) == [3, 1])
        #expect(composited.map(\.effectiveDelay) == [3, 10])
        #expect(composited.allSatisfy { $0.width == 1 && $0.height == 1 && $0.pixels.count == 4 })
    }

    @Test func indicesOutsideThePaletteAreTransparent() throws {
        var bytes = try gif(width: 2, height: 1, [GIFEncoder.Image(width: 2, height: 1, indices: [3, 0])])
        // Shrink the 4-entry global table to 2 entries: index 3 now points past its end.
        bytes[10] = bytes[10] & ~0x07
        bytes.removeSubrange(19..<25)
        let frame = try frames(bytes)[0]
        #expect(frame.pixels == clearPixel + redPixel)
        #expect(try GIFFile.info(of: bytes).info.globalPaletteSize == 2)
    }

    @Test func noColourTableAtAllDrawsNothing() throws {
        var bytes = try gif(width: 2, height: 1, [solid(1, width: 2, height: 1)])
        // Drop the global table (and its flag): the pixel data stays.
        bytes[10] = bytes[10] & ~0x87
        bytes.removeSubrange(13..<25)
        let reading = try GIFFile.info(of: bytes)
        #expect(reading.info.globalPaletteSize == 0)
        #expect(try frames(bytes)[0].pixels == clearPixel + clearPixel)
    }
}
