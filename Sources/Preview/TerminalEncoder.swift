import GIF

/// Writes cell grids as terminal text: SGR escapes only when a colour changes, each line ending
/// with a reset.
public struct TerminalEncoder: Sendable {
    public let colors: ColorMode
    /// Ordered dithering for the 256-colour palette (`OrderedDither`).
    public let dithers: Bool

    public init(colors: ColorMode, dithers: Bool = false) {
        self.colors = colors
        self.dithers = dithers && colors == .ansi256
    }

    /// The whole grid, one line per row.
    public func encode(_ grid: CellGrid) -> String {
        String(decoding: encodedBytes(grid), as: UTF8.self)
    }

    /// The whole grid as UTF-8 bytes, ready to write.
    public func encodedBytes(_ grid: CellGrid) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(grid.columns * grid.rows * 24)
        for row in 0..<grid.rows {
            append(grid, row: row, from: 0, to: grid.columns, to: &output)
            output.append(0x0A)
        }
        return output
    }

    /// Cells `from..<to` of `row`, followed by a reset when colours were set.
    func line(_ grid: CellGrid, row: Int, from start: Int, to end: Int) -> String {
        var output: [UInt8] = []
        append(grid, row: row, from: start, to: end, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends cells `from..<to` of `row` to `output` as UTF-8: one SGR sequence where a colour
    /// changes, and a reset at the end when colours were set. Coloured half blocks are written
    /// in whichever equivalent form changes the fewest colours (see `cheapestHalfBlock`).
    private func append(_ grid: CellGrid, row: Int, from start: Int, to end: Int, to output: inout [UInt8]) {
        var foreground: TerminalColor?
        var background: TerminalColor?
        for column in start..<end {
            let cell = grid[column, row]
            var character = cell.character
            var wantedForeground = cell.foreground.flatMap { terminalColor($0, column: column, row: row * 2) }
            var wantedBackground = cell.background.flatMap { terminalColor($0, column: column, row: row * 2 + 1) }
            if character == "▀", let top = wantedForeground, let bottom = wantedBackground {
                (character, wantedForeground, wantedBackground) = Self.cheapestHalfBlock(
                    top: top, bottom: bottom, foreground: foreground, background: background)
            }
            let changesForeground = wantedForeground != nil && wantedForeground != foreground
            let changesBackground = wantedBackground != nil && wantedBackground != background
            if changesForeground || changesBackground {
                output.append(contentsOf: [0x1B, UInt8(ascii: "[")])
                if changesForeground, let wanted = wantedForeground {
                    wanted.append(to: &output, background: false)
                    foreground = wanted
                }
                if changesBackground, let wanted = wantedBackground {
                    if changesForeground { output.append(UInt8(ascii: ";")) }
                    wanted.append(to: &output, background: true)
                    background = wanted
                }
                output.append(UInt8(ascii: "m"))
            }
            output.append(contentsOf: character.utf8)
        }
        if foreground != nil || background != nil {
            output.append(contentsOf: [0x1B, UInt8(ascii: "["), 0x30, UInt8(ascii: "m")])
        }
    }

    /// A cell with `top` over `bottom` looks the same as `▀` (foreground on top), as `▄` with the
    /// colours swapped, and, when both are one colour, as a space on that background or a full
    /// block in that foreground. The form that needs the fewest colour changes from the current
    /// `foreground` and `background` wins, then the shortest character, then `▀`.
    static func cheapestHalfBlock(
        top: TerminalColor, bottom: TerminalColor, foreground: TerminalColor?, background: TerminalColor?
    ) -> (Character, TerminalColor?, TerminalColor?) {
        func changes(_ wantedForeground: TerminalColor?, _ wantedBackground: TerminalColor?) -> Int {
            (wantedForeground == nil || wantedForeground == foreground ? 0 : 1)
                + (wantedBackground == nil || wantedBackground == background ? 0 : 1)
        }
        if top == bottom {
            if top == background { return (" ", nil, top) }
            if top == foreground { return ("█", top, nil) }
            return (" ", nil, top)
        }
        return changes(bottom, top) < changes(top, bottom) ? ("▄", bottom, top) : ("▀", top, bottom)
    }

    private func terminalColor(_ color: RGB, column: Int, row: Int) -> TerminalColor? {
        guard dithers else { return PaletteMatch.terminalColor(color, mode: colors) }
        return .indexed(OrderedDither.index(color, column: column, row: row))
    }
}

extension TerminalEncoder {
    /// The text that turns `previous` on screen into `current` (same size), rewriting only the
    /// runs of cells that changed. The cursor starts and ends on the line below the image.
    public func update(from previous: CellGrid, to current: CellGrid) -> String {
        var output = ""
        var cursorRow = current.rows
        for run in Self.changedRuns(from: previous, to: current) {
            output += Self.move(from: cursorRow, to: run.row) + "\r" + (run.start > 0 ? "\u{1B}[\(run.start)C" : "")
            output += line(current, row: run.row, from: run.start, to: run.end)
            cursorRow = run.row
        }
        if cursorRow != current.rows { output += Self.move(from: cursorRow, to: current.rows) + "\r" }
        return output
    }

    /// The text that draws `current` with its top-left cell at screen `row` and `column` (both
    /// from 1), with absolute cursor moves, rewriting only the runs of cells that differ from
    /// `previous` (all of them when there is none or its size differs): for full-screen programs.
    public func placed(_ current: CellGrid, over previous: CellGrid?, row top: Int, column left: Int) -> String {
        var output = ""
        let runs =
            previous.flatMap { $0.columns == current.columns && $0.rows == current.rows ? $0 : nil }
            .map { Self.changedRuns(from: $0, to: current) }
            ?? (0..<current.rows).map { (row: $0, start: 0, end: current.columns) }
        for run in runs {
            output +=
                PlaybackSequence.moveTo(row: top + run.row, column: left + run.start)
                + line(current, row: run.row, from: run.start, to: run.end)
        }
        return output
    }

    /// The runs of cells, row by row, where `current` differs from `previous` (same size).
    private static func changedRuns(from previous: CellGrid, to current: CellGrid) -> [(row: Int, start: Int, end: Int)]
    {
        var runs: [(row: Int, start: Int, end: Int)] = []
        for row in 0..<current.rows {
            var column = 0
            while column < current.columns {
                guard current[column, row] != previous[column, row] else {
                    column += 1
                    continue
                }
                var end = column + 1
                while end < current.columns && current[end, row] != previous[end, row] { end += 1 }
                runs.append((row, column, end))
                column = end
            }
        }
        return runs
    }

    private static func move(from row: Int, to target: Int) -> String {
        if target < row { return "\u{1B}[\(row - target)A" }
        if target > row { return "\u{1B}[\(target - row)B" }
        return ""
    }
}
