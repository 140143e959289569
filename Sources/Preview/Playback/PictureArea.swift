/// Where a picture in pixels is drawn: the lines it covers are made first (scrolling the screen
/// when needed) and the cursor is saved at their start, so every frame lands in the same place
/// and the cursor ends below the picture, whatever the protocol does with it.
public struct PictureArea: Sendable {
    public let rows: Int

    public init(rows: Int) {
        self.rows = rows
    }

    /// Makes `rows` lines from the start of the cursor's line and saves the cursor there.
    public var reserve: String {
        "\r" + String(repeating: "\n", count: rows) + "\u{1B}[\(rows)A\u{1B}7"
    }

    /// Back to the picture's top-left corner.
    public static let top = "\u{1B}8"

    /// To the start of the line below the picture.
    public var below: String {
        Self.top + "\u{1B}[\(rows)B\r"
    }

    /// From the picture's top-left corner to its right, `columns` cells on, where text beside
    /// it starts.
    public static func beside(columns: Int) -> String {
        "\u{1B}[\(columns)C"
    }
}
