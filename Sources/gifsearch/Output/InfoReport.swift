import FoundationEssentials
import GIF
import GifSearchKit

/// `gifsearch info` output: the JSON objects scripts read, and the summary people read.
struct InfoReport: Encodable {
    /// One frame in the JSON output.
    struct FrameReport: Encodable {
        let index: Int
        let x: Int
        let y: Int
        let width: Int
        let height: Int
        let delay: Int
        let effectiveDelay: Int
        let disposal: Int
        let transparentIndex: Int?
        let interlaced: Bool
        let localPaletteSize: Int

        init(_ frame: GIFFrameInfo) {
            index = frame.index
            x = frame.x
            y = frame.y
            width = frame.width
            height = frame.height
            delay = frame.delay
            effectiveDelay = frame.effectiveDelay
            disposal = frame.disposal
            transparentIndex = frame.transparentIndex
            interlaced = frame.interlaced
            localPaletteSize = frame.localPaletteSize
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(index, forKey: .index)
            try container.encode(x, forKey: .x)
            try container.encode(y, forKey: .y)
            try container.encode(width, forKey: .width)
            try container.encode(height, forKey: .height)
            try container.encode(delay, forKey: .delay)
            try container.encode(effectiveDelay, forKey: .effectiveDelay)
            try container.encode(disposal, forKey: .disposal)
            try container.encode(transparentIndex, forKey: .transparentIndex)
            try container.encode(interlaced, forKey: .interlaced)
            try container.encode(localPaletteSize, forKey: .localPaletteSize)
        }

        private enum CodingKeys: String, CodingKey {
            case index, x, y, width, height, delay, effectiveDelay, disposal, transparentIndex, interlaced
            case localPaletteSize
        }
    }

    let file: String
    let info: GIFInfo

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(info.width, forKey: .width)
        try container.encode(info.height, forKey: .height)
        try container.encode(info.frameCount, forKey: .frameCount)
        // `null` when the file has no loop block: it plays once.
        try container.encode(info.loopCount, forKey: .loopCount)
        try container.encode(info.duration, forKey: .duration)
        try container.encode(info.byteSize, forKey: .byteSize)
        try container.encode(info.globalPaletteSize, forKey: .globalPaletteSize)
        try container.encode(info.backgroundIndex, forKey: .backgroundIndex)
        try container.encode(info.truncated, forKey: .truncated)
        try container.encode(info.comments, forKey: .comments)
        try container.encode(info.frames.map(FrameReport.init), forKey: .frames)
    }

    private enum CodingKeys: String, CodingKey {
        case file, width, height, frameCount, loopCount, duration, byteSize, globalPaletteSize, backgroundIndex
        case truncated, comments, frames
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
        return "\(frames), \(loops), \(seconds), \(Self.byteCount(info.byteSize))\(truncated)"
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

    private static func byteCount(_ bytes: Int) -> String {
        if bytes < 1024 { return "\(bytes) bytes" }
        if bytes < 1024 * 1024 { return "\(fixed(Double(bytes) / 1024, digits: 1)) KiB" }
        return "\(fixed(Double(bytes) / 1024 / 1024, digits: 1)) MiB"
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
