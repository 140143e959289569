/// Makes untrusted text (titles, user names, GIF comments) safe to print on a terminal: whole
/// escape sequences are removed (CSI `ESC [ … final`, OSC `ESC ] … BEL/ST`, other `ESC x`),
/// then every remaining control character (C0, DEL, C1); tabs and newlines become spaces.
public enum TerminalText {
    public static func sanitize(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x1B:
                skipEscapeSequence(&scalars)
            case 0x09, 0x0A, 0x0D:
                output.append(" ")
            case 0x00...0x1F, 0x7F, 0x80...0x9F:
                continue
            default:
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// Whether `text` holds an escape or any other control character (C0, DEL, C1).
    public static func containsControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
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
