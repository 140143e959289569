import FixtureSupport
import Foundation
import GIF
import Testing

@testable import Preview

/// The sixel encoder: exact output for tiny frames, and round trips through libsixel's own
/// decoder (`sixel2png`) read back by ImageMagick.
@Suite struct SixelEncoderTests {
    private func frame(width: Int, height: Int, _ pixel: (Int, Int) -> [UInt8]) -> Frame {
        var pixels: [UInt8] = []
        for y in 0..<height { for x in 0..<width { pixels += pixel(x, y) } }
        return Frame(pixels: pixels, width: width, height: height, delay: 0, index: 0)
    }

    /// `sixel` decoded by sixel2png and read back as RGBA by ImageMagick.
    private func decoded(_ sixel: [UInt8]) throws -> [UInt8] {
        let folder = TemporaryFolder("sixel")
        try folder.make()
        let input = folder.path + "/in.six"
        let png = folder.path + "/out.png"
        try Data(sixel).write(to: URL(fileURLWithPath: input))
        let environment = ProcessInfo.processInfo.environment
        try #require(
            try Spawn.run("/usr/bin/sixel2png", ["-i", input, "-o", png], environment: environment).status == 0)
        return try Spawn.run("/usr/bin/convert", [png, "-depth", "8", "rgba:-"], environment: environment).output
    }

    @Test func aTinyFrameIsExactlyThis() {
        let red = frame(width: 2, height: 1) { x, _ in x == 0 ? [255, 0, 0, 255] : [0, 0, 0, 0] }
        #expect(
            String(decoding: SixelEncoder().encode(red), as: UTF8.self)
                == "\u{1B}P0;1;0q\"1;1;2;1#0;2;100;0;0#0@-\u{1B}\\")
        // Two colours in one band: the second overlays after '$'; rows 0 and 1 are bits 1 and 2.
        let striped = frame(width: 1, height: 2) { _, y in y == 0 ? [0, 0, 255, 255] : [255, 255, 255, 255] }
        #expect(
            String(decoding: SixelEncoder().encode(striped), as: UTF8.self)
                == "\u{1B}P0;1;0q\"1;1;1;2#0;2;0;0;100#1;2;100;100;100#0@$#1A-\u{1B}\\")
    }

    @Test func runsAreEncodedWithACount() {
        let line = frame(width: 100, height: 6) { _, _ in [0, 128, 0, 255] }
        let text = String(decoding: SixelEncoder().encode(line), as: UTF8.self)
        #expect(text.contains("#0!100~-"))
    }

    @Test func aFrameThatFitsTheRegistersKeepsItsOwnColours() throws {
        let colors: [[UInt8]] = [
            [255, 0, 0, 255], [0, 200, 10, 255], [12, 34, 56, 255], [250, 250, 5, 255], [0, 0, 0, 0],
        ]
        let image = frame(width: 37, height: 13) { x, y in colors[(x / 3 + y / 2) % colors.count] }
        let sixel = SixelEncoder().encode(image)
        let back = try decoded(sixel)
        try #require(back.count == image.pixels.count)
        var worst = 0
        for index in stride(from: 0, to: back.count, by: 4) where image.pixels[index + 3] == 255 {
            for channel in 0..<3 {
                worst = max(worst, abs(Int(back[index + channel]) - Int(image.pixels[index + channel])))
            }
        }
        // Sixel colours are whole percents: 255 levels in 100 steps, so at most 1.3 levels off.
        #expect(worst <= 1)
        #expect(SixelPalette(image, registers: 256).colors.count == 4)
    }

    /// Peak signal-to-noise ratio in dB of `back` against `image`'s colour channels.
    private func psnr(_ back: [UInt8], _ image: Frame) -> Double {
        var squared = 0.0
        var count = 0.0
        for index in stride(from: 0, to: back.count, by: 4) {
            for channel in 0..<3 {
                let difference = Double(back[index + channel]) - Double(image.pixels[index + channel])
                squared += difference * difference
                count += 1
            }
        }
        return 10 * log10(255 * 255 / (squared / count))
    }

    /// A frame composited from two GIF images with palettes of their own: 512 colours, twice
    /// what the registers hold.
    @Test func aCompositeOfTwoPalettesIsCutWithLittleLoss() throws {
        let image = frame(width: 128, height: 64) { x, y in
            let index = (x * 2 + y * 3) % 256
            return x < 64
                ? [UInt8(index), UInt8(255 - index), UInt8(128), 255]
                : [UInt8(40 + index / 2), UInt8(index), UInt8(index / 3), 255]
        }
        #expect(SixelPalette(image, registers: 256).colors.count == 256)
        let back = try decoded(SixelEncoder(registers: 256).encode(image))
        try #require(back.count == image.pixels.count)
        #expect(psnr(back, image) >= 35, "PSNR \(psnr(back, image)) dB")
    }

    /// The hard case for any flat palette: a smooth gradient of 4,096 colours into 256, without
    /// dithering.
    @Test func aSmoothGradientStaysRecognisable() throws {
        let image = frame(width: 64, height: 64) { x, y in [UInt8(x * 4), UInt8(y * 4), UInt8((x + y) * 2), 255] }
        let back = try decoded(SixelEncoder(registers: 256).encode(image))
        try #require(back.count == image.pixels.count)
        #expect(psnr(back, image) >= 35, "PSNR \(psnr(back, image)) dB")
    }
}
