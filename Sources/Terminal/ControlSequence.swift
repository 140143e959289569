/// The escape sequences gifsearch writes to terminals, named.
public enum ControlSequence {
    public static let hideCursor = "\u{1B}[?25l"
    public static let showCursor = "\u{1B}[?25h"
    /// Switches to the alternate screen (saving the cursor), and back.
    public static let enterAlternateScreen = "\u{1B}[?1049h"
    public static let leaveAlternateScreen = "\u{1B}[?1049l"
    /// Synchronized output (mode 2026): the terminal shows what comes between as one frame.
    public static let beginSynchronizedUpdate = "\u{1B}[?2026h"
    public static let endSynchronizedUpdate = "\u{1B}[?2026l"
    /// Bracketed paste (mode 2004): pasted text arrives between markers, not as keys.
    public static let enableBracketedPaste = "\u{1B}[?2004h"
    public static let disableBracketedPaste = "\u{1B}[?2004l"
    public static let resetAttributes = "\u{1B}[0m"
    public static let clearScreen = "\u{1B}[2J"
    /// Erases from the cursor to the end of the screen.
    public static let clearToEndOfScreen = "\u{1B}[J"

    /// `text` dim (faint), then attributes reset.
    public static func dim(_ text: String) -> String {
        "\u{1B}[2m" + text + resetAttributes
    }

    /// `text` in reverse video, then attributes reset.
    public static func reversed(_ text: String) -> String {
        "\u{1B}[7m" + text + resetAttributes
    }

    /// To the start of the line `lines` up (or of this line for 0).
    public static func startOfLine(up lines: Int) -> String {
        lines > 0 ? "\u{1B}[\(lines)A\r" : "\r"
    }

    /// OSC 52: puts `base64` (the text, base64-encoded) on the clipboard.
    public static func copyToClipboard(base64: String) -> String {
        "\u{1B}]52;c;" + base64 + "\u{07}"
    }

    /// Moves the cursor to `row` and `column`, both from 1.
    public static func moveTo(row: Int, column: Int) -> String {
        "\u{1B}[\(row);\(column)H"
    }
}
