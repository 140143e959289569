import FoundationEssentials
import GIF

/// Pictures as iTerm2 inline images (OSC 1337, also drawn by WezTerm and Konsole): a GIF's own
/// bytes, which the terminal decodes and animates itself, or a PNG, `columns` × `rows` cells.
///
/// - SeeAlso: https://iterm2.com/documentation-images.html
public enum ITermEncoder {
    /// `ESC ] 1337 ; File=inline=1;size=N;width=Wc;height=Hc;preserveAspectRatio=1 : base64 BEL`.
    public static func inlineImage(file bytes: [UInt8], columns: Int, rows: Int) -> [UInt8] {
        let header =
            "\u{1B}]1337;File=inline=1;size=\(bytes.count);width=\(columns);height=\(rows);preserveAspectRatio=1:"
        return Array(header.utf8) + Array(Data(bytes).base64EncodedString().utf8) + [0x07]
    }
}

extension ITermEncoder {
    /// The largest file iTerm2 is sent as it is; larger ones are sent re-encoded at the size drawn.
    public static let largestFile = 8 << 20

    /// A GIF of composited `frames` (each shown `effectiveDelays` centiseconds, `plays` times,
    /// `nil` forever), every frame whole with its own palette of at most 255 colours and index
    /// 255 for transparency: for a terminal that animates GIFs itself, when the original is too
    /// large to send or its loop count must change along with its size.
    public static func reencoded(_ frames: [Frame], effectiveDelays: [Int], plays: Int?) throws(GIFError) -> [UInt8] {
        guard let first = frames.first else { throw .notAGIF("no frames to encode") }
        let images = zip(frames, effectiveDelays).map { frame, delay in
            let palette = SixelPalette(frame, registers: 255)
            let transparent = palette.indices.contains(-1)
            return GIFEncoder.Image(
                width: frame.width, height: frame.height,
                indices: palette.indices.map { $0 < 0 ? 255 : UInt8($0) }, delay: delay, disposal: 2,
                transparentIndex: transparent ? 255 : nil,
                localPalette: transparent
                    ? palette.colors + [RGB](repeating: .black, count: 256 - palette.colors.count) : palette.colors)
        }
        return try GIFEncoder.encode(
            width: first.width, height: first.height, globalPalette: nil,
            loopCount: GIFLoopCount.loopCount(plays: plays),
            images: images)
    }
}
