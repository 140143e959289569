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

    /// Moves the cursor to `row` and `column`, both from 1.
    public static func moveTo(row: Int, column: Int) -> String {
        "\u{1B}[\(row);\(column)H"
    }
}
