import GIF
import GifSearchKit
import Testing

/// What `info` and `preview` make of a GIF's bytes, decided in GifSearchKit.
@Suite struct GIFDescriptionTests {
    private func gif(frames: Int = 2, width: Int = 4) throws -> [UInt8] {
        let images = (0..<frames).map { _ in
            GIFEncoder.Image(width: width, height: 2, indices: Array(repeating: 1, count: width * 2), delay: 5)
        }
        return try GIFEncoder.encode(
            width: width, height: 2, globalPalette: [RGB(0, 0, 0), RGB(9, 9, 9)], images: images)
    }

    @Test func aWholeGIFIsDescribedWithoutFailure() throws {
        let description = GIFDescription(of: try gif())
        #expect(description.info?.frameCount == 2)
        #expect(description.warnings.isEmpty && description.failure == nil)
    }

    @Test func aTruncatedGIFIsDescribedWithAWarning() throws {
        let bytes = try gif()
        let description = GIFDescription(of: Array(bytes.dropLast(1)))
        #expect(description.info != nil)
        #expect(description.warnings.contains("the file is truncated"))
    }

    @Test func bytesThatAreNotAGIFAreBadDataWithNothingToDescribe() {
        let description = GIFDescription(of: Array("not a GIF at all".utf8))
        #expect(description.info == nil)
        #expect(description.failure?.kind == .badData)
        #expect(throws: SearchFailure.self) { try GIFDescription.structure(of: Array("nope".utf8)) }
    }

    /// A canvas over the decoder's limits (16,777,216 pixels) cannot be decoded; its structure
    /// is still described.
    @Test func aGIFOverTheLimitsIsDescribedFromItsStructure() throws {
        var bytes = try gif(frames: 1, width: 4)
        bytes[6] = 0xFF
        bytes[7] = 0xFF
        bytes[8] = 0xFF
        bytes[9] = 0xFF
        let description = GIFDescription(of: bytes)
        #expect(description.failure?.kind == .badData)
        #expect(description.info?.width == 65535 && description.info?.height == 65535)
    }
}
