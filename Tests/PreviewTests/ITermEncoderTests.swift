import Foundation
import GIF
import Preview
import Testing

@Suite struct ITermEncoderTests {
    @Test func theGIFTravelsAsItIsInOneOSC1337() throws {
        let bytes = try GIFEncoder.encode(
            width: 2, height: 2, globalPalette: [RGB(255, 0, 0), RGB(0, 0, 255)], loopCount: 0,
            images: [
                GIFEncoder.Image(width: 2, height: 2, indices: [0, 1, 1, 0], delay: 5),
                GIFEncoder.Image(width: 2, height: 2, indices: [1, 0, 0, 1], delay: 5),
            ])
        let text = String(decoding: ITermEncoder.inlineImage(file: bytes, columns: 10, rows: 5), as: UTF8.self)
        let header = "\u{1B}]1337;File=inline=1;size=\(bytes.count);width=10;height=5;preserveAspectRatio=1:"
        #expect(text.hasPrefix(header) && text.hasSuffix("\u{07}"))
        let payload = try #require(Data(base64Encoded: String(text.dropFirst(header.count).dropLast())))
        #expect([UInt8](payload) == bytes)
        var decoded: [Frame] = []
        _ = try GIFFile.frames(of: [UInt8](payload)) { decoded.append($0) }
        #expect(decoded.count == 2 && decoded[1].pixels.prefix(4) == [0, 0, 255, 255])
    }

    @Test func aReencodedGIFHasTheSameFramesDelaysAndPlays() throws {
        let palette: [RGB] = (0..<200).map { (value: Int) -> RGB in
            RGB(UInt8(value), UInt8(255 - value), UInt8(value / 2))
        }
        var frames: [Frame] = []
        for index in 0..<3 {
            var pixels: [UInt8] = []
            for pixel in 0..<(20 * 10) {
                let color: RGB = palette[(pixel * 7 + index * 31) % 200]
                // The first frame has a transparent corner.
                let transparent = index == 0 && pixel < 3
                let rgba: [UInt8] = transparent ? [0, 0, 0, 0] : [color.red, color.green, color.blue, 255]
                pixels += rgba
            }
            frames.append(Frame(pixels: pixels, width: 20, height: 10, delay: 0, index: index))
        }
        let bytes = try ITermEncoder.reencoded(frames, effectiveDelays: [10, 20, 30], plays: 2)
        var decoded: [Frame] = []
        let reading = try GIFFile.frames(of: bytes) { decoded.append($0) }
        #expect(decoded.map(\.pixels) == frames.map(\.pixels))
        #expect(decoded.map(\.delay) == [10, 20, 30])
        #expect(reading.info.loopCount == 1)
        #expect(GIFLoopCount.loopCount(plays: nil) == 0)
        #expect(GIFLoopCount.loopCount(plays: 1) == nil)
        #expect(GIFLoopCount.loopCount(plays: 3) == 2)
    }
}
