/// Column widths of text on a terminal.
public enum DisplayWidth {
    /// Columns `text` takes: two for East Asian wide and emoji characters, none for combining marks.
    public static func of(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + width(of: $1) }
    }

    /// Columns `scalar` takes.
    public static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .enclosingMark
            || value == 0x200D || (0xFE00...0xFE0F).contains(value)
        {
            return 0
        }
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x20000...0x3FFFD,
        ]
        // Of the miscellaneous symbols, only those drawn as emoji by default are wide (☕, not ★).
        if (0x2600...0x26FF).contains(value) { return scalar.properties.isEmojiPresentation ? 2 : 1 }
        return wide.contains { $0.contains(value) } ? 2 : 1
    }

    /// `text` cut to `columns`, ending with "…" when cut.
    public static func truncate(_ text: String, to columns: Int) -> String {
        guard of(text) > columns else { return text }
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = of(String(character))
            if used + characterWidth > columns - 1 { break }
            result.append(character)
            used += characterWidth
        }
        return result + "…"
    }

    /// `text` padded with spaces to `columns`.
    public static func pad(_ text: String, to columns: Int) -> String {
        text + String(repeating: " ", count: max(0, columns - of(text)))
    }
}
