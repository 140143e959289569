import FixtureSupport
import Foundation
import GIF
import Preview
import Testing

/// The kitty encoder, read back as a terminal would: APC commands split, chunks joined,
/// base64 and zlib undone (zlib by Python's own, independent of the encoder's), pixels compared.
@Suite struct KittyEncoderTests {
    /// One transmitted image: its first chunk's keys and its decoded payload.
    private struct Image {
        var keys: [String: String]
        var payload: [UInt8]
    }

    /// The control data of every command, in order.
    private func commands(_ bytes: [UInt8]) throws -> [(control: String, payload: String)] {
        let text = String(decoding: bytes, as: UTF8.self)
        var result: [(String, String)] = []
        for part in text.components(separatedBy: "\u{1B}\\") where !part.isEmpty {
            try #require(part.hasPrefix("\u{1B}_G"))
            let body = part.dropFirst(3)
            let pieces = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            result.append((String(pieces[0]), pieces.count > 1 ? String(pieces[1]) : ""))
        }
        return result
    }

    private func keys(_ control: String) -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: control.split(separator: ",").map { pair in
                let parts = pair.split(separator: "=", maxSplits: 1)
                return (String(parts[0]), String(parts[1]))
            })
    }

    private func inflate(_ bytes: [UInt8]) throws -> [UInt8] {
        let folder = TemporaryFolder("kitty-zlib")
        let path = try folder.make() + "/compressed"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return try Spawn.run(
            "/usr/bin/env",
            [
                "python3", "-c",
                "import sys,zlib; sys.stdout.buffer.write(zlib.decompress(open(sys.argv[1], 'rb').read()))", path,
            ], environment: ProcessInfo.processInfo.environment
        ).output
    }

    /// The images transmitted in `bytes`: chunks joined until `m=0`, base64 and zlib undone.
    private func images(_ bytes: [UInt8]) throws -> [Image] {
        var images: [Image] = []
        var current: (keys: [String: String], base64: String)?
        for command in try commands(bytes) {
            let keys = keys(command.control)
            if current == nil {
                guard keys["f"] != nil else { continue }
                current = (keys, "")
            }
            current?.base64 += command.payload
            #expect(command.payload.utf8.count <= 4096)
            if keys["m"] == "0", let done = current {
                var payload = [UInt8](try #require(Data(base64Encoded: done.base64)))
                if done.keys["o"] == "z" { payload = try inflate(payload) }
                images.append(Image(keys: done.keys, payload: payload))
                current = nil
            }
        }
        return images
    }

    private func frame(width: Int, height: Int, _ pixel: (Int, Int) -> [UInt8]) -> Frame {
        var pixels: [UInt8] = []
        for y in 0..<height { for x in 0..<width { pixels += pixel(x, y) } }
        return Frame(pixels: pixels, width: width, height: height, delay: 5, index: 0)
    }

    @Test func anOpaqueStillIsRGBAndCompressedInChunks() throws {
        let still = frame(width: 80, height: 60) { x, y in [UInt8(x * 3), UInt8(y * 4), UInt8((x ^ y) & 0xFF), 255] }
        let bytes = KittyEncoder().still(still, id: 7, columns: 10, rows: 4)
        let sent = try images(bytes)
        try #require(sent.count == 1)
        #expect(sent[0].keys["a"] == "T" && sent[0].keys["i"] == "7" && sent[0].keys["q"] == "2")
        #expect(sent[0].keys["f"] == "24" && sent[0].keys["s"] == "80" && sent[0].keys["v"] == "60")
        #expect(sent[0].keys["c"] == "10" && sent[0].keys["r"] == "4" && sent[0].keys["o"] == "z")
        let rgb = stride(from: 0, to: still.pixels.count, by: 4).flatMap { still.pixels[$0..<($0 + 3)] }
        #expect(sent[0].payload == rgb)
        #expect(try commands(bytes).count > 1, "80 × 60 RGB needs more than one 4096-byte chunk")
    }

    @Test func transparencyIsRGBAAndNoiseIsSentUncompressed() throws {
        // Random bytes do not compress, so zlib's output would be larger: sent as they are.
        var generator = SystemRandomNumberGenerator()
        let noisy = frame(width: 16, height: 16) { _, _ in
            [
                UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator),
                UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 1...254, using: &generator),
            ]
        }
        let sent = try images(KittyEncoder().still(noisy, id: 1))
        try #require(sent.count == 1)
        #expect(sent[0].keys["f"] == "32" && sent[0].keys["o"] == nil)
        #expect(sent[0].payload == noisy.pixels)
        let holed = frame(width: 8, height: 8) { x, _ in x < 4 ? [0, 0, 0, 0] : [200, 100, 50, 255] }
        let compressed = try images(KittyEncoder().still(holed, id: 2))
        #expect(compressed[0].keys["f"] == "32" && compressed[0].keys["o"] == "z")
        #expect(compressed[0].payload == holed.pixels)
    }

    @Test func anImageIsDeletedWithItsPlacementsByItsID() {
        #expect(String(decoding: KittyEncoder.delete(id: 3), as: UTF8.self) == "\u{1B}_Ga=d,d=I,i=3,q=2\u{1B}\\")
    }
}
