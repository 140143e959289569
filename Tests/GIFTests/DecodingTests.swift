import GIF
import Testing

@Suite struct MetadataTests {
    @Test func reportsTheLogicalScreenPalettesAndFrames() throws {
        let bytes = try GIFEncoder.encode(
            width: 4, height: 3, globalPalette: palette, backgroundIndex: 2, loopCount: 0, comments: ["hello"],
            images: [
                solid(0, width: 4, height: 3, delay: 5),
                GIFEncoder.Image(
                    x: 1, y: 1, width: 2, height: 1, indices: [0, 1], delay: 7, disposal: 2,
                    transparentIndex: 1, localPalette: [green, blue]),
            ])
        let info = try GIFFile.info(of: bytes).info
        #expect(info.width == 4 && info.height == 3)
        #expect(info.globalPaletteSize == 4)
        #expect(info.backgroundIndex == 2)
        #expect(info.loopCount == 0)
        #expect(info.comments == ["hello"])
        #expect(info.byteSize == bytes.count)
        #expect(!info.truncated)
        #expect(info.frameCount == 2)
        #expect(
            info.frames[1]
                == GIFFrameInfo(
                    index: 1, x: 1, y: 1, width: 2, height: 1, delay: 7, disposal: 2,
                    transparentIndex: 1, interlaced: false, localPaletteSize: 2))
        #expect(info.frames[0].localPaletteSize == 0)
        #expect(info.duration == 0.12)
    }

    @Test(arguments: [(nil, nil), (0, 0), (3, 3)] as [(Int?, Int?)])
    func loopCountPresentAbsentOrForever(written: Int?, expected: Int?) throws {
        let bytes = try gif(width: 1, height: 1, loop: written, [solid(0, width: 1, height: 1)])
        #expect(try GIFFile.info(of: bytes).info.loopCount == expected)
    }

    @Test func delaysOfZeroAndOneCentisecondPlayAsTen() throws {
        let bytes = try gif(
            width: 1, height: 1,
            [
                solid(0, width: 1, height: 1, delay: 0), solid(0, width: 1, height: 1, delay: 1),
                solid(0, width: 1, height: 1, delay: 2),
            ])
        let info = try GIFFile.info(of: bytes).info
        #expect(info.frames.map(\.delay) == [0, 1, 2])
        #expect(info.frames.map(\.effectiveDelay) == [10, 10, 2])
        #expect(info.duration == 0.22)
    }

    @Test func aSingleFrameLastsNoTime() throws {
        let bytes = try gif(width: 1, height: 1, [solid(0, width: 1, height: 1, delay: 50)])
        #expect(try GIFFile.info(of: bytes).info.duration == 0)
    }

    @Test func commentsBeforeAndBetweenImages() throws {
        let bytes = try gif(width: 1, height: 1, comments: ["first", "second"], [solid(0, width: 1, height: 1)])
        #expect(try GIFFile.info(of: bytes).info.comments == ["first", "second"])
    }

    @Test func framesOutsideTheCanvasAreReported() throws {
        let bytes = try gif(width: 2, height: 2, [solid(0, x: 1, y: 1, width: 3, height: 3)])
        let frame = try GIFFile.info(of: bytes).info.frames[0]
        #expect(frame.sticksOut(ofCanvasWidth: 2, height: 2))
        #expect(
            !GIFFrameInfo(
                index: 0, x: 0, y: 0, width: 2, height: 2, delay: 0, disposal: 0, transparentIndex: nil,
                interlaced: false, localPaletteSize: 0
            ).sticksOut(ofCanvasWidth: 2, height: 2))
    }

    @Test func structurePassMatchesTheFullDecode() throws {
        let bytes = try gif(
            width: 3, height: 2, loop: 2,
            [
                solid(1, width: 3, height: 2, delay: 4), solid(2, x: 1, width: 1, height: 1, delay: 9, disposal: 3),
            ])
        #expect(try GIFFile.structure(of: bytes) == GIFFile.info(of: bytes))
    }
}
