import GIF

/// One terminal cell: a character and its colours.
public struct Cell: Sendable, Equatable {
    public var character: Character
    public var foreground: RGB?
    public var background: RGB?

    public init(_ character: Character, foreground: RGB? = nil, background: RGB? = nil) {
        self.character = character
        self.foreground = foreground
        self.background = background
    }
}

/// A rectangle of cells, row by row.
public struct CellGrid: Sendable, Equatable {
    public let columns: Int
    public let rows: Int
    public var cells: [Cell]

    public subscript(column: Int, row: Int) -> Cell { cells[row * columns + column] }
}
