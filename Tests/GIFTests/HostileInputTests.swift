import GIF
import Testing

@Suite struct HostileInputTests {
    private let twoFrames: () throws -> [UInt8] = {
        try gif(
            width: 8, height: 8,
            [
                GIFEncoder.Image(width: 8, height: 8, indices: (0..<64).map { UInt8($0 % 4) }, delay: 5),
                GIFEncoder.Image(width: 8, height: 8, indices: (0..<64).map { UInt8(($0 / 3) % 4) }, delay: 6),
            ])
    }

    @Test func emptyFileIsNotAGIF() {
        #expect(throws: GIFError.notAGIF("the file is empty")) { try GIFFile.info(of: []) }
    }

    @Test func aPNGIsNotAGIF() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        #expect(throws: GIFError.notAGIF("no GIF87a or GIF89a signature")) { try GIFFile.info(of: png) }
    }

    @Test func otherGIFVersionsAndShortHeadersAreRejected() {
        #expect(throws: GIFError.notAGIF("no GIF87a or GIF89a signature")) {
            try GIFFile.info(of: Array("GIF90a\u{1}\0\u{1}\0\0\0\0".utf8))
        }
        #expect(throws: GIFError.truncated("in the header")) { try GIFFile.info(of: Array("GIF89a\u{1}\0".utf8)) }
    }

    @Test func aHugeCanvasIsRefusedBeforeAllocatingButItsStructureIsReadable() throws {
        let bytes = try gif(width: 65_535, height: 65_535, [solid(0, width: 1, height: 1)])
        #expect(throws: GIFError.limitExceeded("canvas 65535×65535 has more than 16777216 pixels")) {
            try GIFFile.info(of: bytes)
        }
        #expect(throws: GIFError.limitExceeded("canvas 65535×65535 has more than 16777216 pixels")) {
            try frames(bytes)
        }
        let structure = try GIFFile.structure(of: bytes).info
        #expect(structure.width == 65_535 && structure.frameCount == 1)
    }

    @Test func aWideButSmallCanvasIsFine() throws {
        let bytes = try gif(width: 65_535, height: 1, [solid(2, width: 65_535, height: 1)])
        let frame = try frames(bytes)[0]
        #expect(frame.pixels.count == 65_535 * 4)
        #expect(frame.pixel(65_534, 0) == bluePixel)
    }

    @Test func tenThousandFramesBreakTheFrameLimit() throws {
        let bytes = try gif(
            width: 1, height: 1, Array(repeating: solid(0, width: 1, height: 1, delay: 2), count: 10_000))
        #expect(throws: GIFError.limitExceeded("more than 5000 images")) { try GIFFile.info(of: bytes) }
        #expect(try GIFFile.structure(of: bytes).info.frameCount == 10_000)
    }

    @Test func limitsCanBeLoweredForFramesAndTotalPixels() throws {
        let bytes = try twoFrames()
        let perFrame = GIFLimits(maxCanvasPixels: 63, maxFrames: 10, maxTotalPixels: 1_000)
        #expect(throws: GIFError.limitExceeded("canvas 8×8 has more than 63 pixels")) {
            try GIFFile.info(of: bytes, limits: perFrame)
        }
        let total = GIFLimits(maxCanvasPixels: 64, maxFrames: 10, maxTotalPixels: 100)
        #expect(throws: GIFError.limitExceeded("more than 100 pixels in all images")) {
            try GIFFile.info(of: bytes, limits: total)
        }
        let count = GIFLimits(maxCanvasPixels: 64, maxFrames: 1, maxTotalPixels: 1_000)
        #expect(throws: GIFError.limitExceeded("more than 1 images")) { try GIFFile.info(of: bytes, limits: count) }
    }

    @Test func aCutInsideTheSecondImageKeepsTheFirst() throws {
        let bytes = try twoFrames()
        let second = GIFLayout(bytes).images[1]
        let cut = Array(bytes[..<(second.codeSize + 4)])
        let reading = try GIFFile.info(of: cut)
        #expect(reading.info.truncated)
        #expect(reading.info.frameCount == 1)
        #expect(try frames(cut).count == 1)
    }

    @Test func aCutInsideTheFirstImageFails() throws {
        let bytes = try twoFrames()
        let first = GIFLayout(bytes).images[0]
        #expect(throws: GIFError.truncated("in the pixel data of image 0")) {
            try GIFFile.info(of: Array(bytes[..<(first.codeSize + 4)]))
        }
    }

    @Test func aMissingTrailerIsATruncatedButCompleteFile() throws {
        let bytes = try twoFrames()
        let reading = try GIFFile.info(of: Array(bytes.dropLast()))
        #expect(reading.info.truncated)
        #expect(reading.info.frameCount == 2)
        #expect(reading.warning == nil)
    }

    @Test func badLZWCodesInALaterImageKeepTheEarlierOnes() throws {
        var bytes = try twoFrames()
        let second = GIFLayout(bytes).images[1]
        // After the clear code, code 7 is not yet in the table: an invalid code.
        for offset in (second.codeSize + 2)..<(second.end - 1) { bytes[offset] = 0xFF }
        let reading = try GIFFile.info(of: bytes)
        #expect(reading.info.frameCount == 1)
        #expect(reading.warning != nil)
    }

    @Test func badLZWCodesInTheFirstImageFail() throws {
        var bytes = try twoFrames()
        let first = GIFLayout(bytes).images[0]
        for offset in (first.codeSize + 2)..<(first.end - 1) { bytes[offset] = 0xFF }
        #expect(
            performing: { try GIFFile.info(of: bytes) },
            throws: { error in
                if case GIFError.giflib(_, _, let context) = error { return context == "image 0" }
                return false
            })
    }

    @Test func zeroSizedImagesAreSkippedWithoutDecoding() throws {
        var bytes = try gif(width: 4, height: 4, [solid(0, width: 1, height: 1)])
        // Make the image 0 wide and 9984 high, interlaced: nothing to decode, and no stall.
        let descriptor = GIFLayout(bytes).images[0].descriptor
        bytes[descriptor + 5] = 0
        bytes[descriptor + 6] = 0
        bytes[descriptor + 7] = 0x00
        bytes[descriptor + 8] = 0x27
        bytes[descriptor + 9] |= 0x40
        let info = try GIFFile.info(of: bytes).info
        #expect(info.frames.first?.width == 0)
        #expect(info.frames.first?.height == 9984)
    }

    @Test(arguments: [1, 7, 13, 14, 20, 30, 40])
    func everyPrefixEndsInAResultOrAnError(length: Int) throws {
        let bytes = try twoFrames()
        let prefix = Array(bytes.prefix(length * bytes.count / 40))
        do {
            let reading = try GIFFile.info(of: prefix)
            #expect(reading.info.truncated || prefix.count == bytes.count)
        } catch {
            #expect(!error.description.isEmpty)
        }
    }
}
