import GIF
import Preview

/// The sixel encoder on the first frame of fuzzed GIFs, with 2 to 1024 colour registers. Its output must
/// be one DCS string: the introducer, then printable ASCII only, then the string terminator, so
/// that no pixel data can end the string early and reach the terminal as a command.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSixel(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard bytes.count > 2 else { return 0 }
    let encoder = SixelEncoder(registers: Int(bytes[0]) * 4 + 2)
    for frame in FuzzedGIF.frames(of: Array(bytes.dropFirst()), upTo: 1) {
        let sixel = encoder.encode(frame)
        expect(sixel.starts(with: Array("\u{1B}P".utf8)), "no DCS introducer")
        expect(sixel.suffix(2).elementsEqual([0x1B, 0x5C]), "no string terminator")
        expect(sixel.dropFirst(2).dropLast(2).allSatisfy { (0x20...0x7E).contains($0) }, "not printable ASCII")
    }
    return 0
}
