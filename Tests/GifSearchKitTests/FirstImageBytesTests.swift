import GIF
import Testing

@testable import GifSearchKit

@Suite struct FirstImageBytesTests {
    @Test func theFirstImageIsSeenWithinTwiceItsBytes() throws {
        var seed: UInt32 = 7
        let images = (0..<4).map { _ in
            let indices = (0..<(120 * 90)).map { _ -> UInt8 in
                seed = seed &* 1_664_525 &+ 1_013_904_223
                return UInt8(seed >> 28)
            }
            return GIFEncoder.Image(width: 120, height: 90, indices: indices, delay: 5)
        }
        let palette = (0..<16).map { (step: Int) -> RGB in
            let level = UInt8(step * 16)
            return RGB(level, level, level)
        }
        let gif = try GIFEncoder.encode(width: 120, height: 90, globalPalette: palette, loopCount: 0, images: images)
        // Where the first image ends: the shortest prefix that holds it.
        let firstEnd = try #require((1...gif.count).first { GIFFile.holdsFirstImage(Array(gif[..<$0])) })
        var received = FirstImageBytes()
        var offset = 0
        while !received.holdsFirstImage && offset < gif.count {
            received.append(Array(gif[offset..<min(gif.count, offset + 500)]))
            offset += 500
        }
        #expect(received.holdsFirstImage)
        #expect(received.bytes == Array(gif[..<offset]))
        #expect(offset <= 2 * firstEnd + 500, "seen at \(offset) bytes; the first image ends at \(firstEnd)")
        #expect(offset < gif.count, "seen before the whole GIF was in")
    }
}
