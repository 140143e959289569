/// Makes untrusted text (titles, user names, GIF comments) safe to print on a terminal: whole
/// escape sequences are removed (CSI `ESC [ … final`, OSC `ESC ] … BEL/ST`, other `ESC x`),
/// then every remaining control character (C0, DEL, C1) and every invisible formatting character
/// (bidi controls, zero-width characters, the BOM) that could make text read as other text;
/// tabs and newlines (LF, CR, and Unicode's line and paragraph separators, which end a line
/// for Python's `splitlines` and for JavaScript) become spaces.
public enum TerminalText {
    public static func sanitize(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x1B:
                skipEscapeSequence(&scalars)
            case 0x09, 0x0A, 0x0D, 0x2028, 0x2029:
                output.append(" ")
            case 0x00...0x1F, 0x7F, 0x80...0x9F:
                continue
            default:
                if !isInvisibleFormatting(scalar) { output.append(scalar) }
            }
        }
        return String(output)
    }

    /// `text` made safe to print (`sanitize`) and cut to its first `limit` characters, with
    /// "…" for the rest: how a message quotes what someone typed or a server sent.
    public static func quoted(_ text: String, limit: Int = 80) -> String {
        let safe = sanitize(text)
        return safe.count > limit ? String(safe.prefix(limit)) + "…" : safe
    }

    /// Whether `text` holds an escape or any other control character (C0, DEL, C1), a line or
    /// paragraph separator, or an invisible formatting character: what a URL or id must never
    /// hold.
    public static func containsControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x2028...0x2029).contains($0.value)
                || isInvisibleFormatting($0)
        }
    }

    /// The bidi controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), which can make
    /// `…/ori\u{202E}ginal.gif` display reversed, and the zero-width characters and BOM (U+200B–U+200D,
    /// U+2060, U+FEFF), which hide differences between two strings.
    private static func isInvisibleFormatting(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2060, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    /// Consumes the rest of an escape sequence whose ESC was just read.
    private static func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        guard let introducer = scalars.next() else { return }
        switch introducer {
        case "[":
            // CSI: parameter and intermediate bytes, then one final byte in 0x40...0x7E.
            while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
        case "]":
            // OSC: until BEL or the string terminator ESC \.
            while let next = scalars.next() {
                if next.value == 0x07 { return }
                if next.value == 0x1B {
                    _ = scalars.next()
                    return
                }
            }
        default:
            return
        }
    }
}
