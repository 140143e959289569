import FoundationEssentials

/// GIFs as iTerm2 inline images (OSC 1337, also drawn by WezTerm and Konsole): the GIF's own
/// bytes, which the terminal decodes and animates itself, `columns` × `rows` cells.
///
/// - SeeAlso: https://iterm2.com/documentation-images.html
public enum ITermEncoder {
    /// `ESC ] 1337 ; File=inline=1;size=N;width=Wc;height=Hc;preserveAspectRatio=1 : base64 BEL`.
    public static func inlineImage(gif bytes: [UInt8], columns: Int, rows: Int) -> [UInt8] {
        let header =
            "\u{1B}]1337;File=inline=1;size=\(bytes.count);width=\(columns);height=\(rows);preserveAspectRatio=1:"
        return Array(header.utf8) + Array(Data(bytes).base64EncodedString().utf8) + [0x07]
    }
}
