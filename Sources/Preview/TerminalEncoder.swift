/// Writes cell grids as terminal text: SGR escapes only when a colour changes, each line ending
/// with a reset.
public struct TerminalEncoder: Sendable {
    public let colors: ColorMode

    public init(colors: ColorMode) {
        self.colors = colors
    }

    /// The whole grid, one line per row.
    public func encode(_ grid: CellGrid) -> String {
        var output = ""
        for row in 0..<grid.rows {
            output += line(grid, row: row, from: 0, to: grid.columns)
            output += "\n"
        }
        return output
    }

    /// Cells `from..<to` of `row`, followed by a reset when colours were set.
    func line(_ grid: CellGrid, row: Int, from start: Int, to end: Int) -> String {
        var output = ""
        var foreground: TerminalColor?
        var background: TerminalColor?
        for column in start..<end {
            let cell = grid[column, row]
            var parameters: [String] = []
            let wantedForeground = cell.foreground.flatMap { PaletteMatch.terminalColor($0, mode: colors) }
            let wantedBackground = cell.background.flatMap { PaletteMatch.terminalColor($0, mode: colors) }
            if wantedForeground != foreground, let wanted = wantedForeground {
                parameters.append(wanted.parameters(background: false))
                foreground = wanted
            }
            if wantedBackground != background, let wanted = wantedBackground {
                parameters.append(wanted.parameters(background: true))
                background = wanted
            }
            if !parameters.isEmpty { output += "\u{1B}[" + parameters.joined(separator: ";") + "m" }
            output.append(cell.character)
        }
        if foreground != nil || background != nil { output += "\u{1B}[0m" }
        return output
    }
}
