/// The questions gifsearch asks a terminal about graphics, sent together and answered in order.
/// The primary device attributes request goes last: every terminal answers it, so its answer
/// fences the others (what did not come before it will not come). Inside tmux every question
/// goes through tmux's passthrough to the terminal outside, whose answers tmux hands back.
public enum GraphicsQuery {
    /// The image id of the kitty query; its answer names it.
    static let kittyQueryID = 31

    /// kitty graphics query (a 1 × 1 RGB image that is checked, not stored).
    static let kitty = "\u{1B}_Gi=\(kittyQueryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
    /// XTVERSION: the terminal's name and version.
    static let version = "\u{1B}[>q"
    /// XTSMGRAPHICS: the number of sixel colour registers (kitty cannot parse it).
    static let registers = "\u{1B}[?1;1;0S"
    /// XTWINOPS 16: the cell size in pixels.
    static let cellSize = "\u{1B}[16t"
    /// DA1: primary device attributes.
    static let deviceAttributes = "\u{1B}[c"

    /// Every question every terminal can parse, in passthrough inside tmux (where tmux would
    /// answer the device attributes itself, for itself).
    public static func all(insideTmux: Bool) -> String {
        let questions = kitty + version + cellSize + deviceAttributes
        return insideTmux ? tmuxPassthrough(questions) : questions
    }

    /// The colour registers question, for a terminal that said it draws sixel, fenced by the
    /// device attributes as the others are.
    public static func sixelRegisters(insideTmux: Bool) -> String {
        let questions = registers + deviceAttributes
        return insideTmux ? tmuxPassthrough(questions) : questions
    }

    /// `sequence` wrapped for tmux to hand to the terminal outside it unchanged:
    /// `ESC P tmux ;` + the sequence with every ESC doubled + `ESC \`.
    public static func tmuxPassthrough(_ sequence: String) -> String {
        String(decoding: tmuxPassthrough(Array(sequence.utf8)), as: UTF8.self)
    }

    /// Bytes wrapped as `tmuxPassthrough(_:)` does.
    public static func tmuxPassthrough(_ bytes: [UInt8]) -> [UInt8] {
        var wrapped = Array("\u{1B}Ptmux;".utf8)
        wrapped.reserveCapacity(bytes.count + bytes.count / 64 + 16)
        for byte in bytes {
            if byte == 0x1B { wrapped.append(0x1B) }
            wrapped.append(byte)
        }
        return wrapped + [0x1B, 0x5C]
    }
}
