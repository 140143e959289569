import Foundation
import GIF

/// `MakeBenchGIFs <dir>`: writes the GIFs `run-gif.sh` decodes: animated, 256 colours, content
/// that changes every frame (gradients with noise, so LZW has real work), one interlaced; and for
/// `run-preview.sh` also a sprite moving over a still background, as most GIFs are.
struct BenchGIF {
    let name: String
    let width: Int
    let height: Int
    let frames: Int
    let interlaced: Bool
    var sprite = false
}

let decodeSet = [
    BenchGIF(name: "large-800x600x40.gif", width: 800, height: 600, frames: 40, interlaced: false),
    BenchGIF(name: "wide-480x270x100.gif", width: 480, height: 270, frames: 100, interlaced: false),
    BenchGIF(name: "interlaced-640x480x20.gif", width: 640, height: 480, frames: 20, interlaced: true),
]
let previewSet = [
    BenchGIF(name: "anim-480x270x100.gif", width: 480, height: 270, frames: 100, interlaced: false),
    BenchGIF(name: "still-800x600.gif", width: 800, height: 600, frames: 1, interlaced: false),
    BenchGIF(name: "sprite-480x270x100.gif", width: 480, height: 270, frames: 100, interlaced: false, sprite: true),
]

/// `MakeBenchGIFs <directory> [decode|preview]`: the GIFs of `run-gif.sh` or `run-preview.sh`.
guard (2...3).contains(CommandLine.arguments.count) else {
    FileHandle.standardError.write(Data("usage: MakeBenchGIFs <directory> [decode|preview]\n".utf8))
    exit(2)
}
let specs = CommandLine.arguments.count == 3 && CommandLine.arguments[2] == "preview" ? previewSet : decodeSet
let directory = URL(fileURLWithPath: CommandLine.arguments[1])
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)

let palette = (0..<256).map { (index: Int) -> RGB in
    let value = UInt8(index)
    return RGB(value, value &* 7, 255 - value)
}
/// A small deterministic noise source (xorshift), so every run writes the same files.
struct Noise {
    private var state: UInt32 = 0x1234_5678

    mutating func next() -> Int {
        state ^= state << 13
        state ^= state >> 17
        state ^= state << 5
        return Int(state % 5)
    }
}
var noise = Noise()

for spec in specs {
    let images = (0..<spec.frames).map { frame in
        var indices = [UInt8](repeating: 0, count: spec.width * spec.height)
        for y in 0..<spec.height {
            for x in 0..<spec.width {
                indices[y * spec.width + x] =
                    spec.sprite
                    ? UInt8(truncatingIfNeeded: (x + y) / 6)
                    : UInt8(truncatingIfNeeded: (x + y) / 6 + frame * 3 + noise.next())
            }
        }
        if spec.sprite {
            // A 40 × 40 square crossing the picture, 4 pixels a frame.
            for y in 115..<155 {
                for x in frame * 4..<frame * 4 + 40 { indices[y * spec.width + x] = 255 }
            }
        }
        return GIFEncoder.Image(
            width: spec.width, height: spec.height, indices: indices, delay: 4, disposal: 1, interlaced: spec.interlaced
        )
    }
    let bytes = try GIFEncoder.encode(
        width: spec.width, height: spec.height, globalPalette: palette, loopCount: 0, images: images)
    try Data(bytes).write(to: directory.appendingPathComponent(spec.name))
    print("\(spec.name) \(bytes.count) bytes")
}
