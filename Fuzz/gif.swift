import GIF
import GifSearchKit

/// The GIF decoder, the compositor and `info`'s report on any bytes. Every composited frame must
/// be canvas-sized, a full decode must read as many images as `info` counted, and the summary
/// people read must hold no control characters, whatever the file's comments say.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGIF(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let reading = try? GIFFile.info(of: bytes, limits: FuzzedGIF.limits) else {
        _ = try? GIFFile.structure(of: bytes)
        return 0
    }
    let report = InfoReport(file: "fuzz.gif", info: reading.info)
    _ = InfoReport.json([report])
    for line in report.text.split(separator: "\n") {
        expect(!TerminalText.containsControlCharacters(String(line)), "info printed a control character")
    }
    var composited = 0
    let decoded = try? GIFFile.frames(of: bytes, limits: FuzzedGIF.limits) { frame in
        expect(frame.width == reading.info.width && frame.height == reading.info.height, "frame not canvas-sized")
        expect(frame.pixels.count == frame.width * frame.height * 4, "frame pixels of the wrong size")
        composited += 1
    }
    if decoded != nil {
        expect(
            composited == reading.info.frames.count, "info counted \(reading.info.frames.count), frames \(composited)")
    }
    return 0
}
