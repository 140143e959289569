import GIF
import Testing

/// Deterministic byte mutations of a valid GIF: every variant must end in a result or a
/// `GIFError`, never a crash or a hang, and a result must be whole: as many canvas-sized frames
/// as `info` counts.
@Suite struct MutationTests {
    /// A small xorshift generator, so failures reproduce.
    private struct Random {
        var state: UInt64

        mutating func next(below bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
    }

    @Test func mutatedFilesDecodeOrFailCleanly() throws {
        let original = try GIFEncoder.encode(
            width: 6, height: 5, globalPalette: palette, loopCount: 2, comments: ["note"],
            images: [
                GIFEncoder.Image(width: 6, height: 5, indices: (0..<30).map { UInt8($0 % 4) }, delay: 3),
                GIFEncoder.Image(
                    x: 2, y: 1, width: 3, height: 3, indices: Array(repeating: 2, count: 9), delay: 2,
                    disposal: 3, transparentIndex: 1, interlaced: true, localPalette: [white, blue]),
            ])
        var random = Random(state: 0x9E37_79B9_7F4A_7C15)
        var decoded = 0
        var failed = 0
        for _ in 0..<2_000 {
            var bytes = original
            for _ in 0...random.next(below: 4) {
                bytes[random.next(below: bytes.count)] = UInt8(random.next(below: 256))
            }
            do {
                let info = try GIFFile.info(of: bytes).info
                let decodedFrames = try frames(bytes)
                #expect(decodedFrames.count == info.frameCount)
                #expect(decodedFrames.allSatisfy { $0.width == info.width && $0.height == info.height })
                #expect(decodedFrames.allSatisfy { $0.pixels.count == info.width * info.height * 4 })
                decoded += 1
            } catch let error as GIFError {
                #expect(!error.description.isEmpty)
                failed += 1
            }
        }
        #expect(decoded > 0 && failed > 0, "\(decoded) variants decoded and \(failed) failed")
    }
}
