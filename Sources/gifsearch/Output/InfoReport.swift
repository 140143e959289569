import FoundationEssentials
import GIF
import GifSearchKit

/// `gifsearch info` output: the JSON objects scripts read, and the summary people read.
struct InfoReport: Encodable {
    let file: String
    let info: GIFInfo

    /// The file's name first, then what `GIFInfo` says of it.
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try info.encode(to: encoder)
    }

    private enum CodingKeys: String, CodingKey {
        case file
    }

    /// The JSON array of `reports`, keys sorted so the output is stable.
    static func json(_ reports: [InfoReport]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Safe: the report holds only strings, numbers, booleans and arrays of them.
        let data = try! encoder.encode(reports)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The summary people read.
    var text: String {
        var lines = ["\(TerminalText.sanitize(file)): \(info.width)×\(info.height), \(summary)"]
        lines.append("  \(paletteLine)")
        for comment in info.comments { lines.append("  comment: \(TerminalText.sanitize(comment))") }
        for frame in info.frames { lines.append("  \(describe(frame))") }
        return lines.joined(separator: "\n") + "\n"
    }

    private var summary: String {
        let frames = info.frameCount == 1 ? "1 frame" : "\(info.frameCount) frames"
        let loops: String
        switch info.loopCount {
        case nil: loops = "plays once"
        case 0: loops = "loops forever"
        case let count?: loops = "plays \(count + 1) times"
        }
        let seconds = "\(Self.fixed(info.duration, digits: 2)) s"
        let truncated = info.truncated ? ", truncated" : ""
        return "\(frames), \(loops), \(seconds), \(ByteSize.text(info.byteSize))\(truncated)"
    }

    private var paletteLine: String {
        let global =
            info.globalPaletteSize == 0 ? "no global palette" : "global palette \(info.globalPaletteSize) colours"
        return "\(global), background index \(info.backgroundIndex)"
    }

    private func describe(_ frame: GIFFrameInfo) -> String {
        var parts = ["frame \(frame.index): \(frame.width)×\(frame.height) at \(frame.x),\(frame.y)"]
        parts.append(
            frame.delay == frame.effectiveDelay
                ? "delay \(frame.delay) cs" : "delay \(frame.delay) cs (plays as \(frame.effectiveDelay))")
        parts.append("disposal \(frame.disposal)")
        if let transparent = frame.transparentIndex { parts.append("transparent index \(transparent)") }
        if frame.localPaletteSize > 0 { parts.append("local palette \(frame.localPaletteSize) colours") }
        if frame.interlaced { parts.append("interlaced") }
        if frame.sticksOut(ofCanvasWidth: info.width, height: info.height) { parts.append("outside the canvas") }
        return parts.joined(separator: ", ")
    }

    /// `value` rounded to `digits` decimals, always showing them (what `%.2f` prints).
    private static func fixed(_ value: Double, digits: Int) -> String {
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((value * Double(scale)).rounded())
        let fraction = String(scaled % scale)
        return "\(scaled / scale).\(String(repeating: "0", count: digits - fraction.count))\(fraction)"
    }
}
