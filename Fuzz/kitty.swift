import CZlib
import FoundationEssentials
import GIF
import Preview

/// The kitty encoder on frames of fuzzed GIFs: a still, a virtual placement (for placeholders),
/// and an animation as gifsearch plays it (each frame transmitted under one id). Every command
/// must be `ESC _ G control ; base64 ESC \`, and the chunks of each picture, joined, decoded and
/// inflated when `o=z`, must give back the frame's pixels exactly (RGB when `f=24`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKitty(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let frames = FuzzedGIF.frames(of: bytes, upTo: 3)
    guard let first = frames.first else { return 0 }
    let encoder = KittyEncoder()
    check(encoder.still(first, id: 7, columns: 4, rows: 2), against: [first])
    check(encoder.still(first, id: 8, columns: 4, rows: 2, virtual: true), against: [first])
    check(frames.flatMap { encoder.still($0, id: 9, movesCursor: false) }, against: frames)
    return 0
}

/// Checks every picture `output` transmits, in order, against `frames`.
private func check(_ output: [UInt8], against frames: [Frame]) {
    var pictures: [(control: String, payload: [UInt8])] = []
    var rest = output[...]
    while !rest.isEmpty {
        expect(rest.starts(with: Array("\u{1B}_G".utf8)), "a command does not start with ESC _ G")
        guard let end = rest.indices.first(where: { rest[$0] == 0x1B && $0 > rest.startIndex }) else {
            fatalError("a command has no terminator")
        }
        expect(end + 1 < rest.endIndex && rest[end + 1] == 0x5C, "ESC inside a command")
        let command = rest[(rest.startIndex + 3)..<end]
        let split = command.firstIndex(of: UInt8(ascii: ";")) ?? command.endIndex
        let control = String(decoding: command[..<split], as: UTF8.self)
        let payload = Array(command[min(split + 1, command.endIndex)...])
        if control.contains("f=") {
            pictures.append((control, payload))
        } else if control.hasPrefix("m=") {
            expect(!pictures.isEmpty, "a continuation chunk with no picture")
            pictures[pictures.count - 1].payload += payload
        }
        rest = rest[(end + 2)...]
    }
    expect(pictures.count == frames.count, "\(pictures.count) pictures for \(frames.count) frames")
    for (picture, frame) in zip(pictures, frames) {
        guard let decoded = Data(base64Encoded: Data(picture.payload)) else { fatalError("not base64") }
        let opaque = picture.control.contains("f=24")
        let expected = opaque ? rgb(frame.pixels) : frame.pixels
        let pixels =
            picture.control.contains("o=z") ? inflate([UInt8](decoded), size: expected.count) : [UInt8](decoded)
        expect(pixels == expected, "the picture's pixels differ from the frame's")
    }
}

private func rgb(_ rgba: [UInt8]) -> [UInt8] {
    stride(from: 0, to: rgba.count, by: 4).flatMap { rgba[$0..<($0 + 3)] }
}

private func inflate(_ compressed: [UInt8], size: Int) -> [UInt8] {
    var output = [UInt8](repeating: 0, count: size)
    var length = uLongf(size)
    let status = output.withUnsafeMutableBufferPointer { out in
        compressed.withUnsafeBufferPointer { input in
            uncompress(out.baseAddress, &length, input.baseAddress, uLong(input.count))
        }
    }
    expect(status == Z_OK && Int(length) == size, "the zlib stream does not inflate to the frame")
    return output
}
