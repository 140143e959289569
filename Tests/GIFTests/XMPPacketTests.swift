import Testing

@testable import GIF

/// XMP in a GIF: Adobe's "XMP DataXMP" application extension, whose packet is written as raw
/// bytes (each taken for a sub-block length as the decoder reads) and ended by a 258-byte
/// "magic trailer". `make test`'s `LocalIndexTests` reads one that exiftool wrote.
@Suite struct XMPPacketTests {
    /// `gif` with an XMP extension holding `packet` inserted before its trailer.
    private func withXMP(_ packet: String, in gif: [UInt8]) -> [UInt8] {
        let magic: [UInt8] = [0x01] + (0...255).reversed().map(UInt8.init) + [0x00]
        let block = [0x21, 0xFF, 0x0B] + Array("XMP DataXMP".utf8) + Array(packet.utf8) + magic
        return gif.dropLast() + block + [0x3B]
    }

    @Test func thePacketIsReadWholeWithoutItsTrailer() throws {
        let packet =
            "<?xpacket begin=''?><x:xmpmeta><dc:title>Wait for it — ça vient</dc:title></x:xmpmeta>"
            + "<?xpacket end='w'?>"
        let bytes = withXMP(
            packet, in: try gif(width: 1, height: 1, comments: ["note"], [solid(0, width: 1, height: 1)]))
        let info = try GIFFile.info(of: bytes).info
        #expect(info.xmp == packet)
        #expect(info.comments == ["note"])
        #expect(info.frames.count == 1, "the images after the packet are read as before")
    }

    @Test func aGIFWithoutXMPHasNone() throws {
        let bytes = try gif(width: 1, height: 1, [solid(0, width: 1, height: 1)])
        #expect(try GIFFile.info(of: bytes).info.xmp == nil)
    }

    @Test func aPacketLargerThanTheLimitIsCut() throws {
        let huge = String(repeating: "a", count: ExtensionParser.maxXMPBytes + 5000)
        let bytes = withXMP(huge, in: try gif(width: 1, height: 1, [solid(0, width: 1, height: 1)]))
        let xmp = try #require(try GIFFile.info(of: bytes).info.xmp)
        #expect(xmp.utf8.count < ExtensionParser.maxXMPBytes + 256 && xmp.utf8.count >= ExtensionParser.maxXMPBytes)
    }
}
