/// One key press, or a paste, as the terminal sent it.
public enum Key: Sendable, Hashable {
    /// Printable text: one whole Unicode scalar (UTF-8 reassembled across reads).
    case character(Unicode.Scalar)
    /// Alt (Meta) with a printable ASCII character: the terminal sends Esc before it.
    case alt(Unicode.Scalar)
    /// Ctrl with a letter, `a` to `z` (other than the keys below that share their codes).
    case ctrl(Character)
    case enter, tab, backTab, backspace, delete, escape
    /// Alt with Enter: the terminal sends Esc before Enter's CR.
    case altEnter
    case up, down, left, right, home, end, pageUp, pageDown
    /// Text pasted between bracketed-paste markers, as sent.
    case paste(String)
}
