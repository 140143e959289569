import GifSearchKit
import Terminal

/// The table people read on a terminal: title (cut to fit with an ellipsis), id, size, frames
/// and URL, fitted to the terminal width with wide characters counted as two columns, and the
/// providers' "Powered by …" footer (dim on a colour terminal). The records are already made safe to
/// print (`ResultPrinter.Record.displayed`).
struct ResultTable {
    let records: [ResultPrinter.Record]
    let width: Int
    /// Whether the attribution ends the table (the feed prints it once, at the end).
    var footer = true
    /// Whether the attribution is dimmed (on a terminal, without `NO_COLOR`).
    var styled = false

    func render() -> String {
        let rows = records.map { record -> [String] in
            let size = record.width.flatMap { w in record.height.map { "\(w)×\($0)" } } ?? "–"
            return [
                record.title, record.id, size, record.frames.map(String.init) ?? "–",
                record.url ?? "–",
            ]
        }
        let header = ["TITLE", "ID", "SIZE", "FRAMES", "URL"]
        var widths = header.indices.map { column in
            ([header] + rows).map { DisplayWidth.of($0[column]) }.max() ?? 0
        }
        // The title column takes what the others leave, between 20 and 50 columns.
        let others = widths.dropFirst().reduce(0, +) + 2 * (widths.count - 1)
        widths[0] = max(20, min(widths[0], 50, width - others))
        let lines = ([header] + rows).map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1
                    ? cell : DisplayWidth.pad(DisplayWidth.truncate(cell, to: widths[column]), to: widths[column])
            }.joined(separator: "  ")
        }
        let text = Attribution.text(for: records.compactMap { ProviderName(rawValue: $0.provider) })
        let attribution = styled ? ControlSequence.dim(text) : text
        return (lines + (footer ? [attribution] : [])).joined(separator: "\n") + "\n"
    }
}

/// Column widths of text on a terminal.
enum DisplayWidth {
    /// Columns `text` takes: two for East Asian wide and emoji characters, none for combining marks.
    static func of(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + width(of: $1) }
    }

    static func width(of scalar: Unicode.Scalar) -> Int {
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
    static func truncate(_ text: String, to columns: Int) -> String {
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

    static func pad(_ text: String, to columns: Int) -> String {
        text + String(repeating: " ", count: max(0, columns - of(text)))
    }
}
