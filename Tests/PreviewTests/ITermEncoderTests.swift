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
}
